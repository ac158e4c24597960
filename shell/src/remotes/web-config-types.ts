export type RemoteName = 'mfe_upload' | 'mfe_results' | 'mfe_account';
export const REMOTE_NAMES: readonly RemoteName[] = ['mfe_upload', 'mfe_results', 'mfe_account'];

/** What /web-config.json answers: where each remote's mf-manifest.json is (absolute or page-relative). */
export interface WebConfig {
  remotes: Record<RemoteName, string>;
}
