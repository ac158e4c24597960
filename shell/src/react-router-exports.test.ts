import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as reactRouter from 'react-router';
import { describe, expect, it } from 'vitest';

// The apps share react-router as a Module Federation singleton provided by kit/src/react-router-shared.ts,
// which re-exports only part of the package. A name missing there is undefined at run time in the browser,
// while TypeScript (which sees the whole package) stays silent: this test is the check.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sharedModule = path.join(repoRoot, 'shell', 'kit', 'src', 'react-router-shared.ts');
const APP_SOURCES = ['shell/src', 'shell/kit/src', 'mfe-upload/src', 'mfe-results/src', 'mfe-account/src'];

/** Built for Node at build time (the prerender), never loaded through Module Federation. */
const NODE_ONLY = path.join(repoRoot, 'shell', 'src', 'prerender');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (full === NODE_ONLY) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names (not `type` imports) in `import { ... } from 'react-router'` statements. */
function importedValueNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

/** Value names in the module's `export { ... } from` block (type re-exports are erased at run time). */
function sharedValueExports(): string[] {
  const source = fs.readFileSync(sharedModule, 'utf8');
  const block = /export\s+\{([^}]*)\}\s*from\s*'@fpl-assistant\/react-router-impl'/.exec(source)?.[1] ?? '';
  return block
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

describe('the shared react-router module', () => {
  it('exports every react-router value the apps import', () => {
    const exported = new Set(sharedValueExports());
    const missing = new Set<string>();
    let imports = 0;
    for (const dir of APP_SOURCES) {
      for (const file of sourceFiles(path.join(repoRoot, dir))) {
        if (file === sharedModule) continue;
        for (const name of importedValueNames(fs.readFileSync(file, 'utf8'))) {
          imports++;
          if (!exported.has(name)) missing.add(`${name} (${path.relative(repoRoot, file)})`);
        }
      }
    }
    expect(imports).toBeGreaterThan(10);
    expect([...missing]).toEqual([]);
  });

  it('re-exports only names the real package has', () => {
    const names = sharedValueExports();
    expect(names.length).toBeGreaterThan(10);
    const real = reactRouter as Record<string, unknown>;
    expect(names.filter((name) => real[name] === undefined)).toEqual([]);
  });

  it('never imports react-router by its shared name (that would import itself)', () => {
    expect(fs.readFileSync(sharedModule, 'utf8')).not.toMatch(/^export\s+\{[^}]*\}\s*from\s*'react-router'/m);
  });
});
