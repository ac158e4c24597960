import { REMOTE_NAMES, type RemoteName, type WebConfig } from './web-config-types';

let pending: Promise<WebConfig> | null = null;

function isWebConfig(value: unknown): value is WebConfig {
  const remotes = (value as Partial<WebConfig> | null)?.remotes;
  return (
    typeof remotes === 'object' &&
    remotes !== null &&
    REMOTE_NAMES.every((n) => typeof remotes[n] === 'string')
  );
}

/** The run-time configuration the server (or the dev server) answers at /web-config.json; fetched once. */
export function loadWebConfig(): Promise<WebConfig> {
  pending ??= fetch('/web-config.json', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`web config: HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!isWebConfig(body)) throw new Error('web config: unexpected shape');
      return body;
    })
    .catch((err: unknown) => {
      pending = null; // let a retry fetch it again
      throw err;
    });
  return pending;
}

/** A manifest URL made absolute against the page (the server may answer '/remotes/upload/mf-manifest.json'). */
export function manifestUrl(config: WebConfig, name: RemoteName): string {
  return new URL(config.remotes[name], window.location.href).href;
}
