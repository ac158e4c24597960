#!/usr/bin/env node
// `pnpm start`'s first step: builds only the workspace packages the server needs (engine, server, the shell and
// its remotes) whose inputs changed since their last build, so a second start with nothing changed listens in
// seconds instead of rebuilding six packages (~75 s). A package is stale when any source file of it, or of a
// workspace package it depends on, is newer than the oldest file of its dist: every build here cleans dist first,
// so that is when its last build began, whoever ran it (`pnpm build`, `pnpm test`, CI or this script).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
/** Never inputs of a build, at any depth: installed modules, caches, tools' reports, tests and benchmarks. */
export const NEVER_SOURCE = new Set([
  'node_modules',
  'dist',
  '.turbo',
  '.cache',
  'test-results',
  'playwright-report',
  'bench-results',
  'bench',
  'coverage',
  'test',
  'e2e',
]);
/**
 * Folders that tools write at a package's top level: TypeDoc's `docs` (engine), the server's `data` (its database
 * and uploads). Only there: `server/src/routes/docs/` is source.
 */
export const GENERATED_AT_TOP = new Set(['docs', 'data']);
// Tests, notes and tool state are not built: editing them does not make dist stale.
const NOT_BUILT = /\.(test|test-d|spec)\.[cm]?[jt]sx?$|\.md$|\.tsbuildinfo$|\.log$/;

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

/**
 * The newest modification time of a build input in the package at `packageDir` (absolute): generated folders,
 * installed modules, tests and nested workspace packages (they count through the dependency graph) aside.
 */
export function newestSource(packageDir) {
  let latest = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (NEVER_SOURCE.has(entry.name)) continue;
      if (folder === packageDir && GENERATED_AT_TOP.has(entry.name)) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (fs.existsSync(path.join(full, 'package.json'))) continue;
        walk(full);
      } else if (!NOT_BUILT.test(entry.name)) latest = Math.max(latest, fs.statSync(full).mtimeMs);
    }
  };
  walk(packageDir);
  return latest;
}

/** When the last build of the package at `packageDir` (absolute) began: its dist's oldest file; 0 when none. */
export function builtAt(packageDir) {
  const output = path.join(packageDir, 'dist');
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

function main() {
  const built = new Set();
  const started = performance.now();
  for (const dir of BUILT) {
    const at = builtAt(path.join(root, dir));
    const inputs = [dir, ...workspaceDependencies(dir)];
    const changed = inputs.some((input) => built.has(input) || newestSource(path.join(root, input)) > at);
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
}

// Run when started as a script; a test imports the functions above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
