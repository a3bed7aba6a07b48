import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
// The brand's tokens, for this page only: on the storefront the host's page carries them, one set for every team.
import '@storefront/shared/src/brand/tokens.css';
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
