import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import CartPanel from './CartPanel';
import { CartDriver } from './standalone/CartDriver';

/** The cart team's own page: the cart alone, filled from sample products. */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <CartDriver />
    <CartPanel />
  </StrictMode>,
);
