import type { Command } from '@storefront/shared';
import type { RemoteName } from '../federation/remoteContract';

/**
 * The moments something on the page may start at. The scheduler (scheduler.ts) watches for each; nothing
 * else decides when a remote starts.
 */
export type Trigger =
  /** As the page's first script runs (main.js). */
  | 'at once'
  /** At once where the address may be a view of the shop: its path, an anchor or a query (`/shop/groceries/`, `/#shop`, `/#groceries`, `?page=2`, Back). */
  | 'at once at a shop address'
  /** Once the page's largest element is on screen, or at the shopper's first input (afterLargestPaint.ts). */
  | 'after first paint'
  /** While React hydrates the page, which asks for it itself. */
  | 'during hydration'
  /** With the first remote that starts. */
  | 'with the first remote'
  /** At the browser's first idle moment after hydration (2 s at most). */
  | 'when idle'
  /** When idle, where this browser has a session for auth to restore, or once another tab signs someone in. */
  | 'when idle with a session'
  /** When idle, once someone is signed in. */
  | 'when idle once signed in'
  /** When idle, where the address asks to run one of its kept builds (`?cart-candidate=<n>`, a release's check). */
  | 'when idle as a candidate'
  /** At the shopper's first scroll, wheel, touch, tap or key (the splash's Esc too). */
  | 'on first input'
  /** As soon as a command it handles waits on the bus: a click on Cart, Login or Add to cart, `/?cart`, `/?login`. */
  | 'on first need'
  /** When its place on the page (the element with its name as id) comes on screen. */
  | 'on screen'
  /**
   * In the time nobody feels (the splash of a first visit, or a few quiet seconds after hydration), in the
   * schedule's order: its code is fetched and run, then it is mounted, each step in an idle moment of its
   * own and never within a second of the shopper's last input; not at all under Save-Data.
   */
  | 'warm';

/** The page's own code, in the chunks the build splits it into. */
export type Chunk = 'main' | 'app' | 'trade-page' | 'below-the-fold' | 'federation' | 'web-vitals' | 'splash clip';

export type Entry = { chunk: Chunk; when: readonly Trigger[] } | { remote: RemoteName; when: readonly Trigger[] };

/**
 * The storefront's start-up: every chunk and remote with the moments it starts at, whichever comes first.
 * Remotes are listed in the order they are warmed, the order a shopper is likely to need them: the shop
 * first, which the first scroll shows and whose grid is the heaviest to mount; then the cart, which Add to
 * cart, the shop's first action, needs; then auth, needed only to sign in (a session to restore starts it
 * at idle anyway).
 */
export const STOREFRONT: readonly Entry[] = [
  { chunk: 'main', when: ['at once'] },
  { chunk: 'app', when: ['after first paint'] },
  { chunk: 'below-the-fold', when: ['during hydration'] },
  { chunk: 'federation', when: ['with the first remote'] },
  { remote: 'shop', when: ['at once at a shop address', 'on screen', 'on first input', 'warm'] },
  { remote: 'cart', when: ['on first need', 'when idle once signed in', 'when idle as a candidate', 'warm'] },
  { remote: 'auth', when: ['on first need', 'when idle with a session', 'when idle as a candidate', 'warm'] },
  { chunk: 'web-vitals', when: ['when idle'] },
  { chunk: 'splash clip', when: ['when idle'] },
];

/**
 * A trade page's: its header, and auth only to say who is signed in. Its Login and Cart are links to the
 * storefront, so nothing there needs a remote.
 */
export const TRADE_PAGE: readonly Entry[] = [
  { chunk: 'trade-page', when: ['after first paint'] },
  { chunk: 'federation', when: ['with the first remote'] },
  { remote: 'auth', when: ['when idle with a session', 'when idle as a candidate'] },
];

/** The commands each remote handles: one of them waiting on the bus is that remote's first need. */
export const HANDLES: Partial<Record<RemoteName, readonly Command[]>> = {
  auth: ['auth/open', 'auth/logout'],
  cart: ['cart/add', 'cart/toggle'],
};

/** The remotes a schedule starts at `trigger`, in its order. */
export function remotesAt(schedule: readonly Entry[], trigger: Trigger): RemoteName[] {
  return schedule.flatMap((entry) => ('remote' in entry && entry.when.includes(trigger) ? [entry.remote] : []));
}

/** Whether a schedule starts `chunk` at `trigger`. */
export function chunkAt(schedule: readonly Entry[], chunk: Chunk, trigger: Trigger): boolean {
  return schedule.some((entry) => 'chunk' in entry && entry.chunk === chunk && entry.when.includes(trigger));
}
