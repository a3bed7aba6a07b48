import { useEffect, useState } from 'react';
import { on, publish } from '@storefront/shared';

/** The auth team's exposed component. */
export default function AuthModals() {
  const [mode, setMode] = useState<'login' | 'register' | null>(null);
  useEffect(() => {
    publish('auth/state', { user: null });
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMode(null);
    window.addEventListener('keydown', closeOnEscape);
    const off = on('auth/open', ({ mode: wanted }) => setMode(wanted));
    return () => {
      off();
      window.removeEventListener('keydown', closeOnEscape);
    };
  }, []);
  if (!mode) return null;
  const title = mode === 'login' ? 'Login' : 'Register';
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="auth-title">
      <h2 id="auth-title">{title}</h2>
      <button type="button" onClick={() => setMode(null)}>
        Close
      </button>
    </div>
  );
}
