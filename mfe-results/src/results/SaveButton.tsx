import type { ExtractedTeamData, Recommendations } from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import { api, Button, ButtonLink, ok } from '@fpl-assistant/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export interface SaveInput {
  extractedData: ExtractedTeamData;
  recommendations: Recommendations;
  screenshotUrl: string | null;
}

/**
 * Spec §2/§8: 'Saving...' while it runs; on success the history page shows 'Suggestion saved successfully!',
 * on failure the results page shows the spec's alert. A flow saved once links to its saved copy instead.
 */
export function SaveButton({
  input,
  savedId,
  onSaved,
  onError,
}: {
  input: SaveInput;
  savedId: string | null;
  onSaved: (id: string) => void;
  onError: (message: string | null) => void;
}) {
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  if (savedId) {
    return (
      <ButtonLink variant="accent" to={`/suggestion/${savedId}`}>
        Saved · View
      </ButtonLink>
    );
  }
  const save = async () => {
    setSaving(true);
    onError(null);
    try {
      const saved = await ok(
        api.POST('/api/suggestions', {
          body: {
            gameweek: input.extractedData.gameweek,
            screenshotUrl: input.screenshotUrl,
            extractedData: input.extractedData,
            recommendations: input.recommendations,
            researchSources: input.recommendations.researchSources ?? [],
          },
        }),
      );
      onSaved(saved.id);
      navigate('/history', { state: { flash: MESSAGES.saveSucceeded } });
    } catch (err) {
      console.error('Saving the suggestion failed', err);
      onError(MESSAGES.saveFailed);
      setSaving(false);
    }
  };
  return (
    <Button variant="accent" onClick={save} disabled={saving}>
      {saving ? 'Saving...' : 'Save'}
    </Button>
  );
}
