import { useEffect, useState } from 'react';
import { CATEGORIES, categoryAnchor, on, publish, useBusState } from '@storefront/shared';

/**
 * Plays the other teams for the shop's own page: signs a fake user in or out, offers the range
 * overview's Shop Now links, and shows what the shop sends.
 */
export function StandInPanel() {
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
      <nav aria-label="Shop Now links">
        {CATEGORIES.map((category) => (
          <a key={category} href={`#${categoryAnchor(category)}`} style={{ marginRight: '1rem' }}>
            {category}
          </a>
        ))}
      </nav>
      <ol aria-label="Messages sent by the shop">
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </aside>
  );
}
