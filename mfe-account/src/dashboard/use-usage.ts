import type { UsageInfo } from '@fpl-assistant/engine/pricing';
import { api } from '@fpl-assistant/web-kit';
import { useCallback, useEffect, useState } from 'react';

/** The caller's usage, loaded now and again whenever the window regains focus (spec §2). */
export function useUsage(): { usage: UsageInfo | null; failed: boolean } {
  const [usage, setUsage] = useState<UsageInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    try {
      setUsage(await api.get<UsageInfo>('/api/usage'));
      setFailed(false);
    } catch (err) {
      // Spec §8: logged only; the plan card says it could not load.
      console.warn('usage failed to load', err);
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
    const onFocus = () => void load();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [load]);
  return { usage, failed };
}
