import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
// The brand's tokens, for this page only: on the storefront the host's page carries them, one set for every team.
import '@storefront/shared/src/brand/tokens.css';
import TeamComponent from './TeamComponent';
import { StandInPanel } from './standalone/StandInPanel';

/** The __name__ team's own page: its component alone, with a panel playing the other teams on the bus. */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <StandInPanel />
    <TeamComponent />
  </StrictMode>,
);
