import { useEffect, useState } from 'react';
import { on, publish, useBusState } from '@storefront/shared';

/** Plays the other teams for the shop's own page: signs a fake user in or out, shows what the shop sends. */
export function ShopDriver() {
  const user = useBusState('auth/state')?.user ?? null;
  const [log, setLog] = useState<string[]>([]);
  useEffect(() => {
    const note = (line: string) => setLog((lines) => [line, ...lines].slice(0, 8));
    const offs = [
      on('cart/add', ({ product, size }) => note(`cart/add ${product.name} (${size})`)),
      on('auth/open', ({ mode }) => note(`auth/open ${mode}`)),
      on('ui/notify', ({ message }) => note(`ui/notify ${message}`)),
    ];
    return () => offs.forEach((off) => off());
  }, []);
  useEffect(() => publish('auth/state', { user: null }), []);
  return (
    <aside aria-label="Shop team driver" style={{ padding: '1rem', background: '#eef', marginBottom: '1rem' }}>
      <button
        type="button"
        onClick={() => publish('auth/state', { user: user ? null : { uid: 'dev-user', email: 'dev@example.com' } })}
      >
        {user ? 'Sign the fake user out' : 'Sign a fake user in'}
      </button>
      <ol aria-label="Messages sent by the shop">
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </aside>
  );
}
