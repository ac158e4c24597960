#!/usr/bin/env node
// `pnpm start`'s first step: builds only the workspace packages the server needs (engine, server, the shell and
// its remotes) whose inputs changed since their last build, so a second start with nothing changed listens in
// seconds instead of rebuilding six packages (~75 s). A package is stale when any file of it, or of a workspace
// package it depends on, is newer than the stamp its last successful build left in its output folder.
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
const SKIP = new Set(['node_modules', 'dist', '.turbo', 'test-results', 'bench', 'coverage']);
const STAMP = '.build-stamp';

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
      } else latest = Math.max(latest, fs.statSync(full).mtimeMs);
    }
  };
  walk(path.join(root, dir));
  return latest;
}

// Stamps live outside the packages' output: a package's dist is exactly what it publishes.
const stamps = path.join(root, 'node_modules', '.cache', 'build-stale');
const stampOf = (dir) => path.join(stamps, `${dir.replace(/\//g, '-')}${STAMP}`);
const built = new Set();
const started = performance.now();
for (const dir of BUILT) {
  const output = path.join(root, dir, 'dist');
  const stamp =
    fs.existsSync(stampOf(dir)) && fs.existsSync(output) && fs.readdirSync(output).length > 0
      ? fs.statSync(stampOf(dir)).mtimeMs
      : 0;
  const inputs = [dir, ...workspaceDependencies(dir)];
  const changed = inputs.some((input) => built.has(input) || newest(input) > stamp);
  if (!changed) continue;
  console.log(`build-stale: building ${dir} (${stamp === 0 ? 'never built' : 'changed since last build'})`);
  const result = spawnSync('pnpm', ['--filter', manifest(dir).name, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.mkdirSync(stamps, { recursive: true });
  fs.writeFileSync(stampOf(dir), `${new Date().toISOString()}\n`);
  built.add(dir);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  built.size === 0
    ? `build-stale: everything up to date (checked in ${seconds} s)`
    : `build-stale: built ${[...built].join(', ')} in ${seconds} s`,
);
