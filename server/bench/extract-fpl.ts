// An in-memory FPL service over a player pool (bootstrap + fixtures), for extraction benchmarks.
import type { BootstrapStatic, FplFixture } from '@fpl-assistant/engine';
import { ApiError } from '../src/errors.js';
import type { FplService } from '../src/services/fpl.js';

export function memoryFplService(bootstrap: BootstrapStatic, fixtures: readonly FplFixture[]): FplService {
  const bootstrapBody = JSON.stringify(bootstrap);
  const fixturesBody = fixtures.length > 0 ? JSON.stringify(fixtures) : undefined;
  return {
    async get(endpoint) {
      const fetchedAt = new Date().toISOString();
      if (endpoint.kind === 'bootstrap-static') return { body: bootstrapBody, source: 'FILE', fetchedAt };
      if (endpoint.kind === 'fixtures' && fixturesBody)
        return { body: fixturesBody, source: 'FILE', fetchedAt };
      throw new ApiError(404, 'fpl_data_missing', `No recorded FPL data for ${endpoint.path}`);
    },
  };
}
