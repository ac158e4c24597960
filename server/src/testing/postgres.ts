// Test support: a throwaway PostgreSQL cluster (initdb in /tmp, a free port, torn down afterwards) from the
// binaries of the machine: PG_BIN, then PATH, /usr/local/bin and Debian's /usr/lib/postgresql/<version>/bin.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const NEEDED = ['initdb', 'pg_ctl', 'postgres'];

/** The folder holding initdb, pg_ctl and postgres, or null when this machine has none. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | null {
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian)
    ? fs
        .readdirSync(debian)
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(debian, v, 'bin'))
    : [];
  const candidates = [
    env.PG_BIN,
    ...(env.PATH ?? '').split(path.delimiter),
    '/usr/local/bin',
    '/usr/lib/postgresql/bin',
    ...versions,
  ].filter((dir): dir is string => !!dir);
  for (const dir of candidates) {
    if (NEEDED.every((name) => fs.existsSync(path.join(dir, name)))) return dir;
  }
  return null;
}

/** Why Postgres tests cannot run here; they must fail in CI (CI=true) and may be skipped elsewhere. */
export const NO_POSTGRES_MESSAGE =
  'PostgreSQL binaries (initdb, pg_ctl, postgres) not found on PATH, in /usr/local/bin or /usr/lib/postgresql/*/bin: ' +
  'install them (apt-get install postgresql) or set PG_BIN';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust auth. */
  url: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Postgres refuses to run as root: as root the cluster belongs to the `postgres` user (or `nobody`). */
function runAs(): { user: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
      return { user, uid, gid };
    } catch {
      // no such user
    }
  }
  throw new Error('running as root and neither a postgres nor a nobody user exists to run PostgreSQL');
}

/** initdb's a cluster in a fresh /tmp folder and starts it on a free port; `stop()` kills it and deletes it. */
export async function startTestPostgres(bin = findPostgresBin()): Promise<TestPostgres> {
  if (!bin) throw new Error(NO_POSTGRES_MESSAGE);
  const owner = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-pg-'));
  const data = path.join(dir, 'data');
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const run = (file: string, args: string[]) => {
    const [command, argv] = owner
      ? ['runuser', ['-u', owner.user, '--', path.join(bin, file), ...args]]
      : [path.join(bin, file), args];
    return execFileSync(command as string, argv as string[], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    });
  };
  try {
    // -N: no fsync during initdb; C locale: text compares bytewise, as SQLite does.
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '-N']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-k ${dir}`,
      // Each test app has its own pool; the suites open a few hundred connections at peak.
      '-c max_connections=600',
      '-c shared_buffers=32MB',
      // The cluster is thrown away: durability against an OS crash buys nothing here. (Writes still commit
      // before they are answered, so a killed server process loses nothing it acknowledged.)
      '-c fsync=off',
      '-c full_page_writes=off',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
    let stopped = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop() {
        if (stopped) return;
        stopped = true;
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    const log = path.join(dir, 'log');
    const detail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
    const stderr = String((err as { stderr?: unknown }).stderr ?? '');
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `could not start PostgreSQL from ${bin}: ${(err as Error).message}\n${stderr}\n${detail}`,
    );
  }
}
