import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { loadWebConfig, manifestUrl } from './web-config';
import type { RemoteName } from './web-config-types';

export interface RemoteAppModule {
  default: ComponentType;
}

const registered = new Set<RemoteName>();

/**
 * Loads a remote's './App' from the manifest URL in the run-time config. `retry` re-registers the remote
 * with force, which drops the runtime's cached manifest and entry so a recovered remote loads afresh.
 */
export async function loadRemoteApp(name: RemoteName, { retry = false } = {}): Promise<RemoteAppModule> {
  const config = await loadWebConfig();
  if (retry || !registered.has(name)) {
    registerRemotes([{ name, entry: manifestUrl(config, name) }], { force: registered.has(name) });
    registered.add(name);
  }
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote ${name} did not provide an App component`);
  }
  return module;
}
