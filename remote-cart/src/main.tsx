import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
// The brand's tokens, for this page only: on the storefront the host's page carries them, one set for every team.
import '@storefront/shared/src/brand/tokens.css';
import CartPanel from './CartPanel';
import { StandInPanel } from './standalone/StandInPanel';
import './standalone/page.css';

/** The cart team's own page: the cart alone, driven through the bus by a stand-in for the other teams. */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <StandInPanel />
    <CartPanel />
  </StrictMode>,
);
