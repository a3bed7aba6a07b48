import type { Command } from '@storefront/shared';
import { SECTIONS, type RemoteName, type Section } from '../federation/remoteContract';

export type PageTrigger =
  /** The largest element is on screen, or the shopper's first input comes. */
  'after first paint';

export type TaskTrigger =
  | 'when idle'
  /** Once warming is done: the first visit has settled, and its files have come. */
  | 'when warmed';

export type RemoteTrigger =
  /** The address may be a view of the shop: its path, an anchor or a query (`/#groceries`, `?page=2`, Back). */
  | 'at once at a shop address'
  /** The splash's Esc counts too. */
  | 'on first input'
  | 'on screen'
  /** A command it handles (`HANDLES`) waits on the bus. */
  | 'on first need'
  /** Where this browser has a session for auth to restore, or once another tab signs someone in. */
  | 'when idle with a session'
  | 'when idle once signed in'
  /** `?<remote>-candidate=<n>`: a release checking a kept build. */
  | 'when idle as a candidate'
  /** In the time nobody feels (the splash, or quiet seconds after hydration); never under Save-Data. */
  | 'warm';

export type Trigger = PageTrigger | TaskTrigger | RemoteTrigger;

export type Task = 'web-vitals' | 'splash clip' | 'offline notice' | 'service worker';

export const HANDLES = {
  auth: ['auth/open', 'auth/logout'],
  cart: ['cart/add', 'cart/toggle'],
} as const satisfies Partial<Record<RemoteName, readonly Command[]>>;

/** Non-empty: an entry with no moment would never start. */
export type When<T extends Trigger> = readonly [T, ...T[]];

/** The cart and auth are overlays, with no place on the page until the shopper asks. */
export type Placed = 'shop' | Section;

/** None that would do nothing for the remote. */
type TriggerOf<R extends RemoteName> =
  | Exclude<RemoteTrigger, 'on first need' | 'on screen'>
  | (R extends keyof typeof HANDLES ? 'on first need' : never)
  | (R extends Placed ? 'on screen' : never);

export type RemoteEntry = RemoteName extends infer R ? (R extends RemoteName ? { remote: R; when: When<TriggerOf<R>> } : never) : never;

export interface Schedule {
  page: When<PageTrigger>;
  tasks: { readonly [T in Task]?: When<TaskTrigger> };
  /** In warming order; a remote not listed never starts on this page. */
  remotes: readonly RemoteEntry[];
}

// Warmed in the order a shopper likely needs them: the shop (the first scroll shows it; its grid is the
// heaviest to mount), the cart (Add to cart needs it), auth (a session to restore starts it at idle anyway).
const STOREFRONT_REMOTES = [
  { remote: 'shop', when: ['at once at a shop address', 'on screen', 'on first input', 'warm'] },
  { remote: 'cart', when: ['on first need', 'when idle once signed in', 'when idle as a candidate', 'warm'] },
  { remote: 'auth', when: ['on first need', 'when idle with a session', 'when idle as a candidate', 'warm'] },
] as const satisfies readonly RemoteEntry[];

// A section below the shop starts on screen or warm after the others: a new team's needs no entry here.
const SECTION_ENTRIES = SECTIONS.map((remote) => ({ remote, when: ['on screen', 'when idle as a candidate', 'warm'] }) as const);

export const STOREFRONT = {
  page: ['after first paint'],
  tasks: { 'web-vitals': ['when idle'], 'splash clip': ['when idle'], 'offline notice': ['when idle'], 'service worker': ['when warmed'] },
  remotes: [...STOREFRONT_REMOTES, ...SECTION_ENTRIES],
} as const satisfies Schedule;

// Its Login and Cart are links to the storefront: auth only says who is signed in.
export const TRADE_PAGE = {
  page: ['after first paint'],
  tasks: {},
  remotes: [{ remote: 'auth', when: ['when idle with a session', 'when idle as a candidate'] }],
} as const satisfies Schedule;

export function remotesAt(schedule: Schedule, trigger: RemoteTrigger): RemoteName[] {
  return schedule.remotes.flatMap(({ remote, when }) => ((when as readonly Trigger[]).includes(trigger) ? [remote] : []));
}

export function tasksAt(schedule: Schedule, trigger: TaskTrigger): Task[] {
  return (Object.keys(schedule.tasks) as Task[]).filter((task) => schedule.tasks[task]?.includes(trigger));
}
