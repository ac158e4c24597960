import { useAuthStore } from '@fpl-assistant/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import App from './App';

// Standalone development only: inside the shell, the host's router renders App and the shell starts auth.
void useAuthStore.getState().initialize();
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
