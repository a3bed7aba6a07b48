import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
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
