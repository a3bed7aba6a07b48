import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
// The brand's tokens, for this page only: on the storefront the host's page carries them, one set for every team.
import '@storefront/shared/src/brand/tokens.css';
import Shop from './Shop';
import { StandInPanel } from './standalone/StandInPanel';

/** The shop team's own page: the shop alone, with a panel standing in for the other teams. */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <StandInPanel />
    {/* The same landmark the host mounts the shop in. */}
    <section id="shop" aria-label="Shop" style={{ maxWidth: 1200, margin: '0 auto', padding: '1rem' }}>
      <Shop />
    </section>
  </StrictMode>,
);
