#!/usr/bin/env node
// `pnpm start`'s first step: builds only the workspace packages the server needs (engine, server, the shell and
// its remotes) whose inputs changed since their last build, so a second start with nothing changed listens in
// seconds instead of rebuilding six packages (~75 s). A package is stale when any source file of it, or of a
// workspace package it depends on, is newer than the oldest file of its dist: every build here cleans dist first,
// so that is when its last build began, whoever ran it (`pnpm build`, `pnpm test`, CI or this script).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** What `pnpm start` serves, in build order (a package after the ones it depends on). */
const BUILT = [
  'engine',
  'engine/contract',
  'server/ocr',
  'server',
  'mfe-upload',
  'mfe-results',
  'mfe-account',
  'shell',
];
const WORKSPACE = [
  'engine',
  'engine/contract',
  'server',
  'server/ocr',
  'shell',
  'shell/kit',
  'mfe-upload',
  'mfe-results',
  'mfe-account',
];
const SKIP = new Set(['node_modules', 'dist', '.turbo', 'test-results', 'bench', 'coverage', 'test', 'e2e']);
// Tests and notes are not built: editing them does not make dist stale.
const NOT_BUILT = /\.(test|test-d|spec)\.[cm]?[jt]sx?$|\.md$/;

const manifest = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
const dirOfName = new Map(WORKSPACE.map((dir) => [manifest(dir).name, dir]));

/** The workspace packages `dir` depends on, transitively. */
function workspaceDependencies(dir, seen = new Set()) {
  const { dependencies = {}, devDependencies = {} } = manifest(dir);
  for (const name of Object.keys({ ...dependencies, ...devDependencies })) {
    const dep = dirOfName.get(name);
    if (dep && !seen.has(dep) && dep !== dir) {
      seen.add(dep);
      workspaceDependencies(dep, seen);
    }
  }
  return seen;
}

/** The newest modification time under `dir`, outputs and installed modules aside (nested packages too). */
function newest(dir) {
  let latest = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        // A nested workspace package (shell/kit) counts through the dependency graph, not as part of its parent.
        if (fs.existsSync(path.join(full, 'package.json')) && full !== path.join(root, dir)) continue;
        walk(full);
      } else if (!NOT_BUILT.test(entry.name)) latest = Math.max(latest, fs.statSync(full).mtimeMs);
    }
  };
  walk(path.join(root, dir));
  return latest;
}

/** When the last build of `dir` began: its dist's oldest file; 0 when there is none. */
function builtAt(dir) {
  const output = path.join(root, dir, 'dist');
  if (!fs.existsSync(output)) return 0;
  let oldest = Number.POSITIVE_INFINITY;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else oldest = Math.min(oldest, fs.statSync(full).mtimeMs);
    }
  };
  walk(output);
  return Number.isFinite(oldest) ? oldest : 0;
}

const built = new Set();
const started = performance.now();
for (const dir of BUILT) {
  const at = builtAt(dir);
  const inputs = [dir, ...workspaceDependencies(dir)];
  const changed = inputs.some((input) => built.has(input) || newest(input) > at);
  if (!changed) continue;
  console.log(`build-stale: building ${dir} (${at === 0 ? 'never built' : 'changed since last build'})`);
  const result = spawnSync('pnpm', ['--filter', manifest(dir).name, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  built.add(dir);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  built.size === 0
    ? `build-stale: everything up to date (checked in ${seconds} s)`
    : `build-stale: built ${[...built].join(', ')} in ${seconds} s`,
);
