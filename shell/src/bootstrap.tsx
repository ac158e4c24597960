import { useAuthStore } from '@fpl-assistant/web-kit';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import './shell.css';
import { loadWebConfig } from './remotes/web-config';

void useAuthStore.getState().initialize();
// Fetched early so a remote page's manifest request does not wait for it.
void loadWebConfig().catch(() => undefined);

const root = document.getElementById('root');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// A page prerendered at build time (shell/scripts/prerender.mjs) is hydrated: React adopts the HTML already
// painted. Every other page comes with an empty root and is rendered here.
if (root?.firstElementChild) hydrateRoot(root, app);
else if (root) createRoot(root).render(app);
