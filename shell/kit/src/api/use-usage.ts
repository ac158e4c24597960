import type { UsageInfo } from '@fpl-assistant/engine/pricing';
import { useCallback, useEffect, useState } from 'react';
import { api, ok } from './client.js';

/**
 * The caller's usage, loaded now and again whenever the window regains focus (spec §2): the dashboard's plan card,
 * and /upload and /confirm, which say what is left before any squad is built (issue 30).
 */
export function useUsage(enabled = true): { usage: UsageInfo | null; failed: boolean } {
  const [usage, setUsage] = useState<UsageInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    try {
      setUsage(await ok(api.GET('/api/usage')));
      setFailed(false);
    } catch (err) {
      // Spec §8: logged only; the plan card says it could not load, the upload pages leave it to the server.
      console.warn('usage failed to load', err);
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    // The demo has no account to ask about.
    if (!enabled) return;
    void load();
    const onFocus = () => void load();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [load, enabled]);
  return { usage, failed };
}
