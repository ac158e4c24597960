import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_API_BASE,
  ENDPOINT_FILES,
  loadFplData,
  loadFromOptions,
  resolveDataSource,
} from '../src/data-source.js';
import { ApiError, CliError, DataError } from '../src/errors.js';
import {
  closedPort,
  fplRoutes,
  type LocalApi,
  makeBootstrap,
  makeFixtures,
  memoryIo,
  removeDir,
  startLocalApi,
  tempDataDir,
} from './helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function dataDir(files: Record<string, unknown>): Promise<string> {
  const dir = await tempDataDir(files);
  cleanups.push(() => removeDir(dir));
  return dir;
}

async function localApi(routes: Parameters<typeof startLocalApi>[0]): Promise<LocalApi> {
  const api = await startLocalApi(routes);
  cleanups.push(() => api.close());
  return api;
}

describe('resolveDataSource', () => {
  it('defaults to the official API with a timeout', () => {
    expect(resolveDataSource({})).toEqual({ kind: 'api', base: DEFAULT_API_BASE, timeoutMs: 15_000 });
  });

  it('takes --api without its trailing slash and --timeout in seconds', () => {
    expect(resolveDataSource({ api: 'http://localhost:8080/api/', timeout: 2.5 })).toEqual({
      kind: 'api',
      base: 'http://localhost:8080/api',
      timeoutMs: 2500,
    });
  });

  it('takes a folder or a pair of files', () => {
    expect(resolveDataSource({ data: 'recorded' })).toEqual({ kind: 'folder', dir: 'recorded' });
    expect(resolveDataSource({ bootstrap: 'b.json', fixtures: 'f.json' })).toEqual({
      kind: 'files',
      bootstrap: 'b.json',
      fixtures: 'f.json',
    });
  });

  it('refuses half a pair and mixed sources', () => {
    expect(() => resolveDataSource({ bootstrap: 'b.json' })).toThrow('--bootstrap needs --fixtures FILE');
    expect(() => resolveDataSource({ fixtures: 'f.json' })).toThrow('--fixtures needs --bootstrap FILE');
    expect(() => resolveDataSource({ data: 'd', bootstrap: 'b.json', fixtures: 'f.json' })).toThrow(CliError);
    expect(() => resolveDataSource({ api: 'http://x', data: 'd' })).toThrow('--api cannot be combined');
  });
});

describe('loadFplData from files', () => {
  it('reads a folder laid out by endpoint', async () => {
    const dir = await dataDir({
      [ENDPOINT_FILES.bootstrap]: makeBootstrap(),
      [ENDPOINT_FILES.fixtures]: makeFixtures(),
    });
    const data = await loadFplData({ kind: 'folder', dir });
    expect(data.bootstrap.teams).toHaveLength(6);
    expect(data.fixtures).toHaveLength(makeFixtures().length);
  });

  it('reads two named files', async () => {
    const dir = await dataDir({ 'b.json': makeBootstrap(), 'f.json': makeFixtures() });
    const data = await loadFromOptions({ bootstrap: `${dir}/b.json`, fixtures: `${dir}/f.json` });
    expect(data.bootstrap.events.find((event) => event.is_next)?.id).toBe(3);
  });

  it('names a missing file', async () => {
    const dir = await dataDir({ [ENDPOINT_FILES.bootstrap]: makeBootstrap() });
    await expect(loadFplData({ kind: 'folder', dir })).rejects.toThrow(
      `Cannot read fixtures file ${dir}/fixtures.json: no such file`,
    );
  });

  it('names a file that is not JSON', async () => {
    const dir = await dataDir({ 'b.json': '{"events": [', 'f.json': makeFixtures() });
    const error = await loadFromOptions({ bootstrap: `${dir}/b.json`, fixtures: `${dir}/f.json` }).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(DataError);
    expect((error as Error).message).toMatch(
      new RegExp(`^bootstrap-static file ${dir}/b.json is not valid JSON: `),
    );
  });

  it('names the first field of the wrong shape', async () => {
    const bootstrap = makeBootstrap();
    (bootstrap.events[1] as unknown as Record<string, unknown>).deadline_time = 42;
    const fixtures = makeFixtures();
    const dir = await dataDir({ 'b.json': bootstrap, 'f.json': fixtures });
    await expect(loadFromOptions({ bootstrap: `${dir}/b.json`, fixtures: `${dir}/f.json` })).rejects.toThrow(
      `${dir}/b.json is not FPL bootstrap-static data: events[1].deadline_time: expected string, received number`,
    );
    const noTeams = await dataDir({ 'b.json': { ...makeBootstrap(), teams: undefined }, 'f.json': fixtures });
    await expect(
      loadFromOptions({ bootstrap: `${noTeams}/b.json`, fixtures: `${noTeams}/f.json` }),
    ).rejects.toThrow('teams: missing (expected array)');
  });

  it('rejects fixtures swapped for bootstrap-static', async () => {
    const dir = await dataDir({ 'b.json': makeBootstrap(), 'f.json': makeFixtures() });
    await expect(loadFromOptions({ bootstrap: `${dir}/f.json`, fixtures: `${dir}/b.json` })).rejects.toThrow(
      '(root): expected object, received array',
    );
  });
});

describe('loadFplData from the API', () => {
  it('GETs bootstrap-static/ and fixtures/ under the base', async () => {
    const api = await localApi(fplRoutes(makeBootstrap(), makeFixtures()));
    const data = await loadFromOptions({ api: api.base });
    expect(data.bootstrap.teams.map((team) => team.short_name)).toContain('CCC');
    expect(data.fixtures).toHaveLength(makeFixtures().length);
    expect([...api.requests].sort()).toEqual(['/api/bootstrap-static/', '/api/fixtures/']);
  });

  it('shows progress on stderr only when it is a terminal', async () => {
    const api = await localApi(fplRoutes(makeBootstrap(), makeFixtures()));
    const tty = memoryIo({ stderrTTY: true });
    await loadFromOptions({ api: api.base }, { progress: tty.io.stderr });
    expect(tty.stderr()).toContain(`Fetching bootstrap-static and fixtures from ${api.base}`);
    const piped = memoryIo({ stderrTTY: false });
    await loadFromOptions({ api: api.base }, { progress: piped.io.stderr });
    expect(piped.stderr()).toBe('');
  });

  it('reports an HTTP error status with the URL', async () => {
    const api = await localApi({
      ...fplRoutes(makeBootstrap(), makeFixtures()),
      '/api/fixtures/': { status: 503, body: 'The game is being updated.' },
    });
    const error = await loadFromOptions({ api: api.base }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(
      `Unable to load live data: ${api.base}/fixtures/ answered HTTP 503 Service Unavailable`,
    );
  });

  it('reports an unreachable API', async () => {
    const port = await closedPort();
    await expect(loadFromOptions({ api: `http://127.0.0.1:${port}/api` })).rejects.toThrow(
      `Unable to load live data: cannot reach http://127.0.0.1:${port}/api/bootstrap-static/ (ECONNREFUSED)`,
    );
  });

  it('gives up after the timeout', async () => {
    const api = await localApi({
      ...fplRoutes(makeBootstrap(), makeFixtures()),
      '/api/bootstrap-static/': 'hang',
    });
    await expect(loadFromOptions({ api: api.base, timeout: 0.2 })).rejects.toThrow(
      `Unable to load live data: ${api.base}/bootstrap-static/ did not answer within 0.2 s`,
    );
  });

  it('reports an answer that is not JSON, or JSON of the wrong shape', async () => {
    const html = await localApi({
      ...fplRoutes(makeBootstrap(), makeFixtures()),
      '/api/fixtures/': { body: '<html>maintenance</html>' },
    });
    await expect(loadFromOptions({ api: html.base })).rejects.toThrow(
      `Unable to load live data: ${html.base}/fixtures/ is not valid JSON`,
    );
    const wrong = await localApi(fplRoutes(makeBootstrap(), { fixtures: [] }));
    await expect(loadFromOptions({ api: wrong.base })).rejects.toThrow(
      `${wrong.base}/fixtures/ is not FPL fixtures data: (root): expected array, received object`,
    );
  });
});
