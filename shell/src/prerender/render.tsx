// The build-time entry (rsbuild.prerender.config.ts): the shell's App rendered to HTML for one path, as the
// browser's hydrating pass will render it (see use-prerender-pass.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../App';
// As the browser entry (bootstrap.tsx) does, after the kit's tokens: this build's CSS output is what the
// prerendered pages inline as their critical CSS.
import '../shell.css';

export { APP_SHELL_FILE, PRERENDERED_PATHS, prerenderedFile } from './pages';

export function renderPage(pathname: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
