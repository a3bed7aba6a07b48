import type { Command } from '@storefront/shared';
import { remotesIn, type RemoteName, type RemotesIn } from '../federation/remoteContract';

/**
 * The moment the page's own code is fetched, to hydrate the served page: its chunk, the storefront's `app`
 * or a trade page's `trade-page`, which the page's entry hands the scheduler.
 */
export type PageTrigger =
  /** Once the page's largest element is on screen, or at the shopper's first input (afterLargestPaint.ts). */
  'after first paint';

/** The moment the page's own work starts: it needs the page's code, so it comes after hydration. */
export type TaskTrigger =
  /** At the browser's first idle moment after hydration (whenIdle.ts says how long at most). */
  'when idle';

/** The moments a remote may start at. */
export type RemoteTrigger =
  /** At once where the address may be a view of the shop: its path, an anchor or a query (`/shop/groceries/`, `/#shop`, `/#groceries`, `?page=2`, Back). */
  | 'at once at a shop address'
  /** At the shopper's first scroll, wheel, touch, tap or key (the splash's Esc too). */
  | 'on first input'
  /** When its place on the page (the element with its name as id: `Placed`) comes on screen. */
  | 'on screen'
  /** As soon as a command it handles (`HANDLES`) waits on the bus: a click on Cart, Login or Add to cart, `/?cart`, `/?login`. */
  | 'on first need'
  /** When idle, where this browser has a session for auth to restore, or once another tab signs someone in. */
  | 'when idle with a session'
  /** When idle, once someone is signed in. */
  | 'when idle once signed in'
  /** When idle, where the address asks to run one of its kept builds (`?cart-candidate=<n>`, a release's check). */
  | 'when idle as a candidate'
  /**
   * In the time nobody feels (the splash of a first visit, or a few quiet seconds after hydration), in the
   * schedule's order: its code is fetched and run, then it is mounted, each step in an idle moment of its
   * own and never within a second of the shopper's last input; not at all under Save-Data.
   */
  | 'warm';

/** Every moment the scheduler (scheduler.ts) carries out, for what may start at it. */
export type Trigger = PageTrigger | TaskTrigger | RemoteTrigger;

/** The page's own work, which its code carries: measuring web vitals, and playing the splash's clip. */
export type Task = 'web-vitals' | 'splash clip';

/** The commands each remote handles: one of them waiting on the bus is that remote's first need. */
export const HANDLES = {
  auth: ['auth/open', 'auth/logout'],
  cart: ['cart/add', 'cart/toggle'],
} as const satisfies Partial<Record<RemoteName, readonly Command[]>>;

/** One moment or more, whichever comes first: an entry with none would never start. */
export type When<T extends Trigger> = readonly [T, ...T[]];

/**
 * The remotes with a place on the page that can come on screen, the element with their name as id: the
 * shop's section (layout/ShopSection.tsx) and each section below it (layout/RemoteSections.tsx). The cart
 * and auth are overlays (layout/Overlays.tsx), which have no place until the shopper asks for them.
 */
export type Placed = 'shop' | RemotesIn<'below the shop'>;

/** The moments a remote's entry may hold: none that would do nothing for it. */
type TriggerOf<R extends RemoteName> =
  | Exclude<RemoteTrigger, 'on first need' | 'on screen'>
  // A remote that handles no command has no first need.
  | (R extends keyof typeof HANDLES ? 'on first need' : never)
  // A remote with no place on the page never comes on screen.
  | (R extends Placed ? 'on screen' : never);

/** A remote's entry. */
export type RemoteEntry = {
  [R in RemoteName]: { remote: R; when: When<TriggerOf<R>> };
}[RemoteName];

/** A page's start-up: when its code comes, when its own work starts, and when each remote starts. */
export interface Schedule {
  page: When<PageTrigger>;
  tasks: { readonly [T in Task]?: When<TaskTrigger> };
  /** In the order they are warmed. A remote not listed never starts on this page. */
  remotes: readonly RemoteEntry[];
}

/**
 * The storefront's remotes, in the order they are warmed, the order a shopper is likely to need them: the
 * shop first, which the first scroll shows and whose grid is the heaviest to mount; then the cart, which
 * Add to cart, the shop's first action, needs; then auth, needed only to sign in (a session to restore
 * starts it at idle anyway).
 */
const STOREFRONT_REMOTES = [
  { remote: 'shop', when: ['at once at a shop address', 'on screen', 'on first input', 'warm'] },
  { remote: 'cart', when: ['on first need', 'when idle once signed in', 'when idle as a candidate', 'warm'] },
  { remote: 'auth', when: ['on first need', 'when idle with a session', 'when idle as a candidate', 'warm'] },
] as const satisfies readonly RemoteEntry[];

/**
 * A remote in a section of its own below the shop (federation/remoteContract.ts) that the list above does
 * not name starts as a section does: when it comes on screen, or warm, after the others; and, as every
 * team's, at idle where the address asks for one of its kept builds (a release's check). So a new team's
 * section starts with no entry here; an entry above says otherwise.
 */
const sectionEntry = (remote: RemoteName) => ({ remote, when: ['on screen', 'when idle as a candidate', 'warm'] }) as RemoteEntry;
// A set of any remote's name, so that a section the list above cannot name still type-checks against it.
const NAMED = new Set<RemoteName>(STOREFRONT_REMOTES.map((entry) => entry.remote));
const UNNAMED_SECTIONS = remotesIn('below the shop')
  .filter((remote) => !NAMED.has(remote))
  .map(sectionEntry);

/** The storefront's start-up. */
export const STOREFRONT = {
  page: ['after first paint'],
  tasks: { 'web-vitals': ['when idle'], 'splash clip': ['when idle'] },
  remotes: [...STOREFRONT_REMOTES, ...UNNAMED_SECTIONS],
} as const satisfies Schedule;

/**
 * A trade page's: its header, and auth only to say who is signed in. Its Login and Cart are links to the
 * storefront, so nothing there needs a remote, and no cart panel is ever mounted there.
 */
export const TRADE_PAGE = {
  page: ['after first paint'],
  tasks: {},
  remotes: [{ remote: 'auth', when: ['when idle with a session', 'when idle as a candidate'] }],
} as const satisfies Schedule;

/** The remotes a schedule starts at `trigger`, in its order. */
export function remotesAt(schedule: Schedule, trigger: RemoteTrigger): RemoteName[] {
  return schedule.remotes.flatMap(({ remote, when }) => ((when as readonly Trigger[]).includes(trigger) ? [remote] : []));
}

/** The tasks a schedule starts at `trigger`. */
export function tasksAt(schedule: Schedule, trigger: TaskTrigger): Task[] {
  return (Object.keys(schedule.tasks) as Task[]).filter((task) => schedule.tasks[task]?.includes(trigger));
}
