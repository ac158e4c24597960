import type { ExtractedTeamData, Recommendations } from '@fpl-assistant/engine';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onAuthStateChange } from '../auth/auth-store.js';

/** The screenshot chosen and (in the live flow) uploaded on /upload. */
export interface FlowScreenshot {
  fileName: string;
  /** Bytes of the original file (the preview shows it in MB). */
  fileSize: number;
  /** The resized PNG (spec §5: at most 900×900), raw base64 without a data-URL prefix: stored and previewed. */
  imageBase64: string;
  /**
   * The file as chosen, raw base64, which /api/ai/extract reads when present: local OCR finds far more of the
   * small plate text at full size (on generated Transfers pages 99.4% of plates right against 94.4% on the
   * 900×900 copy). Kept in memory only, never in sessionStorage (it can be megabytes): after a reload the
   * extraction falls back to the resized copy.
   */
  originalBase64?: string;
  /** The upload record's id (live flow), null in the demo. */
  uploadId: string | null;
  /** A URL of the stored screenshot (live flow), null in the demo. */
  screenshotUrl: string | null;
}

/** Spec §4 upload flow: each step leaves its result here for the next; a reload keeps it (sessionStorage). */
export interface FlowState {
  screenshot: FlowScreenshot | null;
  extracted: ExtractedTeamData | null;
  recommendations: Recommendations | null;
  /** The id of the saved suggestion once Save succeeded (stops a second save). */
  savedSuggestionId: string | null;
  /**
   * Idempotency-Key of this upload's extraction: a reload or Back replays the server's stored read instead of
   * reading (and counting) it again. Made with the screenshot.
   */
  extractionKey: string | null;
  /**
   * Idempotency-Key of the analysis of the confirmed squad: made when the squad is confirmed, dropped by an edit,
   * so a reload or Back on /analyzing-recommendations shows the same result and the quota moves once.
   */
  analysisKey: string | null;
  /**
   * The FPL team ID the squad was imported from (issue 15), null for a screenshot or a squad entered by hand:
   * the review says which facts came from FPL. Edits keep it; a new screenshot or import replaces it.
   */
  importedTeamId: number | null;
  setScreenshot(screenshot: FlowScreenshot): void;
  setExtracted(extracted: ExtractedTeamData): void;
  /** A squad imported by FPL team ID starts a new flow, with no screenshot. */
  setImported(teamId: number, extracted: ExtractedTeamData): void;
  /**
   * A squad entered by hand, or completed by hand after a failed read, starts a new flow with no screenshot: a
   * screenshot that could not be read is not kept beside it.
   */
  setEnteredByHand(extracted: ExtractedTeamData): void;
  /** The manager confirmed this squad on /confirm: it gets its analysis key. */
  confirmSquad(extracted: ExtractedTeamData): void;
  setRecommendations(recommendations: Recommendations): void;
  setSaved(id: string): void;
  reset(): void;
}

const empty = {
  screenshot: null,
  extracted: null,
  recommendations: null,
  savedSuggestionId: null,
  extractionKey: null,
  analysisKey: null,
  importedTeamId: null,
};

const sameSquad = (a: ExtractedTeamData | null, b: ExtractedTeamData) =>
  JSON.stringify(a) === JSON.stringify(b);

/** A fresh Idempotency-Key (random, so another tab or device never reuses one). */
export const newIdempotencyKey = () => crypto.randomUUID();

function createFlowStore(storageKey: string) {
  return create<FlowState>()(
    persist(
      (set) => ({
        ...empty,
        // A new screenshot starts a new flow: later steps' results no longer apply.
        setScreenshot: (screenshot) => set({ ...empty, screenshot, extractionKey: newIdempotencyKey() }),
        // An edit that changes nothing (Edit, then Done) keeps the analysis and its key.
        setExtracted: (extracted) =>
          set((state) =>
            sameSquad(state.extracted, extracted)
              ? { extracted }
              : { extracted, recommendations: null, savedSuggestionId: null, analysisKey: null },
          ),
        setImported: (importedTeamId, extracted) => set({ ...empty, extracted, importedTeamId }),
        setEnteredByHand: (extracted) => set({ ...empty, extracted }),
        confirmSquad: (extracted) =>
          set((state) => {
            // Continuing again with the very squad already analysed keeps its key: no second charge.
            const same = state.analysisKey !== null && sameSquad(state.extracted, extracted);
            return same
              ? { extracted }
              : {
                  extracted,
                  analysisKey: newIdempotencyKey(),
                  recommendations: null,
                  savedSuggestionId: null,
                };
          }),
        setRecommendations: (recommendations) => set({ recommendations, savedSuggestionId: null }),
        setSaved: (savedSuggestionId) => set({ savedSuggestionId }),
        reset: () => set(empty),
      }),
      {
        name: storageKey,
        storage: createJSONStorage(() => sessionStorage),
        partialize: ({
          screenshot,
          extracted,
          recommendations,
          savedSuggestionId,
          extractionKey,
          analysisKey,
          importedTeamId,
        }) => ({
          screenshot: screenshot && { ...screenshot, originalBase64: undefined },
          extracted,
          recommendations,
          savedSuggestionId,
          extractionKey,
          analysisKey,
          importedTeamId,
        }),
      },
    ),
  );
}

/** The signed-in flow: /upload → /analyze → /confirm → /analyzing-recommendations → /results. */
export const useFlowStore = createFlowStore('fpl-assistant.flow');

/** The demo's own flow (/demo ...), kept apart so the demo never touches a real analysis. */
export const useDemoFlowStore = createFlowStore('fpl-assistant.demo-flow');

// Signing out drops the signed-in flow (a shared computer must not show the last user's squad).
onAuthStateChange((event) => {
  if (event === 'SIGNED_OUT') useFlowStore.getState().reset();
});
