import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import AuthModals from './AuthModals';
import { StandInPanel } from './standalone/StandInPanel';

/** The auth team's own page: the dialogs alone, with a panel playing the host's header and notification bar. */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <StandInPanel />
    <AuthModals />
  </StrictMode>,
);
