import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { send } from '@storefront/shared';
import AuthModals from './AuthModals';

/** The auth team's own page: the dialogs alone, opened from here as the header would. */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <button type="button" onClick={() => send('auth/open', { mode: 'login' })}>
      Open login
    </button>
    <button type="button" onClick={() => send('auth/open', { mode: 'register' })}>
      Open register
    </button>
    <AuthModals />
  </StrictMode>,
);
