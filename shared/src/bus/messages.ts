import * as z from '../schema/z';
import { CartLineSchema } from '../domain/cartLine';
import { ProductSchema } from '../domain/product';
import { SessionUserSchema } from '../domain/user';

/**
 * Every message that crosses a team boundary, with its schema. A state topic keeps its last value and
 * replays it to late subscribers; a command is delivered once.
 */
export const stateTopics = {
  'auth/state': z.object({ user: z.nullable(SessionUserSchema) }),
  'cart/count': z.object({ count: z.int().check(z.nonnegative()) }),
  'cart/open': z.object({ open: z.boolean() }),
  // Retired: no current cart publishes or reads it. It carried the cart's lines and their owner for a cart
  // reloaded by its Retry, which now takes them back from what the cart keeps for the browser tab. An
  // older cart still running on a page may use it, so it stays until the next major, which removes it.
  'cart/lines': z.object({ owner: z.nullable(SessionUserSchema.shape.uid), lines: z.array(CartLineSchema) }),
  // The message the host's bar is showing, so that a side panel covering the bar (the cart on a phone)
  // can show it in its own flow instead of under or over it.
  'ui/notice': z.object({ message: z.nullable(z.string()) }),
} as const;

export const commands = {
  'auth/open': z.object({ mode: z.enum(['login', 'register']) }),
  'auth/logout': z.undefined(),
  'cart/add': z.object({ product: ProductSchema, size: z.string().check(z.minLength(1)) }),
  'cart/toggle': z.object({ open: z.optional(z.boolean()) }),
  'ui/notify': z.object({ message: z.string().check(z.minLength(1)), action: z.optional(z.literal('open-cart')) }),
} as const;

export type StateTopic = keyof typeof stateTopics;
export type Command = keyof typeof commands;
export type StatePayload<T extends StateTopic> = z.infer<(typeof stateTopics)[T]>;
export type CommandPayload<C extends Command> = z.infer<(typeof commands)[C]>;
