import type { WebConfig } from './web-config-types';

/** `pnpm dev`: each remote on its own dev server (REMOTE_*_URL override, as on the server). */
export function devWebConfig(env: Record<string, string | undefined>): WebConfig {
  return {
    remotes: {
      mfe_upload: env.REMOTE_UPLOAD_URL || 'http://localhost:3002/mf-manifest.json',
      mfe_results: env.REMOTE_RESULTS_URL || 'http://localhost:3003/mf-manifest.json',
      mfe_account: env.REMOTE_ACCOUNT_URL || 'http://localhost:3004/mf-manifest.json',
    },
  };
}
