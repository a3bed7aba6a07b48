import type * as z from '../schema/z';
import {
  commands,
  stateTopics,
  type Command,
  type CommandPayload,
  type StatePayload,
  type StateTopic,
} from './messages';

// On globalThis under a versioned key, so every copy of this package on the page meets the same channels;
// raw values and listeners only, so copies of different versions can share it. Each copy validates on receipt.
interface Channel {
  hasValue: boolean;
  value: unknown;
  listeners: Set<(raw: unknown) => void>;
  /** Sent while nobody handled them yet (a remote still loading); handed to the first handler. */
  pending: unknown[];
  /** Optional: a channel made by an older copy of this package has none until a newer copy asks. */
  waiting?: Set<() => void>;
}

interface Core {
  channels: Map<string, Channel>;
}

export const BUS_KEY = Symbol.for('storefront.bus.v1');
/** Against a sender gone wrong: one past it is refused, never swapped for an older one. */
export const MAX_PENDING = 50;

function core(): Core {
  const scope = globalThis as typeof globalThis & { [BUS_KEY]?: Core };
  scope[BUS_KEY] ??= { channels: new Map() };
  return scope[BUS_KEY];
}

function channel(name: string): Channel {
  const { channels } = core();
  let found = channels.get(name);
  if (!found) {
    found = { hasValue: false, value: undefined, listeners: new Set(), pending: [] };
    channels.set(name, found);
  }
  return found;
}

function validate<S extends z.ZodMiniType>(name: string, schema: S | undefined, raw: unknown): { ok: true; value: z.infer<S> } | { ok: false } {
  // A copy of the contracts older than the code calling it (a remote built against a newer minor, handed
  // this copy by a build that still shares it as a singleton) has no schema for the new names.
  if (!schema) {
    console.warn(`[bus] dropped "${name}": this copy of the contracts does not know it`);
    return { ok: false };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  console.warn(`[bus] dropped "${name}": payload does not match its schema`, result.error.issues);
  return { ok: false };
}

/** Cached per raw value so React's useSyncExternalStore sees a stable result. */
const snapshots = new WeakMap<Channel, { raw: unknown; value: unknown }>();

export function getState<T extends StateTopic>(topic: T): StatePayload<T> | undefined {
  const ch = channel(topic);
  if (!ch.hasValue) return undefined;
  const cached = snapshots.get(ch);
  if (cached && cached.raw === ch.value) return cached.value as StatePayload<T> | undefined;
  const checked = validate(topic, stateTopics[topic], ch.value);
  // A payload from a remote of another version is ignored: readers keep the last value they understood.
  const value = checked.ok ? (checked.value as StatePayload<T>) : (cached?.value as StatePayload<T> | undefined);
  snapshots.set(ch, { raw: ch.value, value });
  return value;
}

export function publish<T extends StateTopic>(topic: T, payload: StatePayload<T>): void {
  const ch = channel(topic);
  ch.hasValue = true;
  ch.value = payload;
  for (const listener of [...ch.listeners]) listener(payload);
}

function listen<P>(name: string, schema: z.ZodMiniType | undefined, deliver: (payload: P) => void) {
  const ch = channel(name);
  const receive = (raw: unknown) => {
    const checked = validate(name, schema, raw);
    if (checked.ok) deliver(checked.value as P);
  };
  ch.listeners.add(receive);
  return { ch, receive, stop: () => void ch.listeners.delete(receive) };
}

/** The current value, if any, is replayed at once. */
export function subscribe<T extends StateTopic>(topic: T, listener: (payload: StatePayload<T>) => void): () => void {
  const { ch, receive, stop } = listen(topic, stateTopics[topic], listener);
  if (ch.hasValue) receive(ch.value);
  return stop;
}

type SendArgs<C extends Command> = undefined extends CommandPayload<C> ? [payload?: CommandPayload<C>] : [payload: CommandPayload<C>];

/** A sender tells its user which: queued means its remote is still loading, or down. */
export type Delivery = 'handled' | 'queued' | 'refused';

export function send<C extends Command>(command: C, ...[payload]: SendArgs<C>): Delivery {
  const ch = channel(command);
  if (ch.listeners.size > 0) {
    for (const listener of [...ch.listeners]) listener(payload);
    return 'handled';
  }
  if (ch.pending.length >= MAX_PENDING) {
    console.warn(`[bus] refused "${command}": ${MAX_PENDING} are already waiting for a handler`);
    return 'refused';
  }
  ch.pending = [...ch.pending, payload];
  for (const listener of [...(ch.waiting ?? [])]) listener();
  return 'queued';
}

/** Also at once if some already wait: the page starts a remote on the first command for it. */
export function whenWaiting(command: Command, listener: () => void): () => void {
  const ch = channel(command);
  ch.waiting ??= new Set();
  ch.waiting.add(listener);
  if (ch.pending.length > 0) listener();
  return () => void ch.waiting?.delete(listener);
}

/** Commands sent before the first handler existed are delivered to it now, in the order sent. */
export function on<C extends Command>(command: C, handler: (payload: CommandPayload<C>) => void): () => void {
  const { ch, receive, stop } = listen(command, commands[command], handler);
  const backlog = ch.pending;
  ch.pending = [];
  for (const raw of backlog) receive(raw);
  return stop;
}
