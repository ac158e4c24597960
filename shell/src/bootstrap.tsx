import { useAuthStore } from '@fpl-assistant/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import './shell.css';
import { loadWebConfig } from './remotes/web-config';

void useAuthStore.getState().initialize();
// Fetched early so a remote page's manifest request does not wait for it.
void loadWebConfig().catch(() => undefined);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
