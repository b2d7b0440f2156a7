import '../shared/guest/guest.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installRussianErrors } from '@kolos/domain';
import { registerServiceWorker } from '../shared/pwa/service-worker';
import { AppRoot } from './app-root';
import { router } from './router';
import { wireSessionEnd } from './session-wiring';

installRussianErrors();
wireSessionEnd();
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot>
      <RouterProvider router={router} />
    </AppRoot>
  </StrictMode>,
);
