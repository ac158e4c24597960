import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Logs why a remote failed (manifest unreachable, bad entry) with its URL, then lets the failure reach the
 * remote's error boundary, which shows the fallback with a retry while the rest of the app keeps working.
 */
export default function remoteFailureLogger(): ModuleFederationRuntimePlugin {
  return {
    name: 'fpl-remote-failure-logger',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const entry = remote && 'entry' in remote ? remote.entry : undefined;
      console.warn(`[remotes] ${id} failed at ${lifecycle}${entry ? ` (${entry})` : ''}:`, error);
      // Nothing returned: the original error is thrown to the caller.
      return undefined;
    },
  };
}
