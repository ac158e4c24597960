// The prerender build: src/prerender/render.tsx bundled for Node (no Module Federation: it runs once, at
// build time, in scripts/prerender.mjs). Its output stays out of dist/, which is only what the browser gets.
import { mfResolve } from '@fpl-assistant/web-kit/mf-shared';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export const PRERENDER_OUT = 'node_modules/.cache/prerender';

export default defineConfig({
  resolve: mfResolve,
  plugins: [pluginReact()],
  source: { entry: { render: './src/prerender/render.tsx' } },
  output: {
    target: 'node',
    module: true,
    distPath: { root: PRERENDER_OUT },
    filename: { js: '[name].mjs', css: '[name].css' },
    cleanDistPath: true,
    // The CSS is inlined into every prerendered page: minified, and on browser targets as the web build's.
    emitCss: true,
    minify: { js: false, css: true },
    overrideBrowserslist: ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16'],
  },
  performance: { printFileSize: false },
  // Keep every module the App imports, side-effect-free barrels included: the kit's index is what imports its
  // tokens.css, and dropping it (as tree shaking would) would drop the tokens from the inlined CSS.
  tools: { rspack: { optimization: { sideEffects: false } } },
});
