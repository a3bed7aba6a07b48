import * as z from '../schema/z';
import { CartLineSchema } from '../domain/cartLine';
import { ProductSchema } from '../domain/product';
import { SessionUserSchema } from '../domain/user';

/** A state topic keeps its last value and replays it to late subscribers; a command is delivered once. */
export const stateTopics = {
  'auth/state': z.object({ user: z.nullable(SessionUserSchema) }),
  'cart/count': z.object({ count: z.int().check(z.nonnegative()) }),
  'cart/open': z.object({ open: z.boolean() }),
  // No current cart uses it; an older cart still on a page may, so it stays until the next major.
  'cart/lines': z.object({ owner: z.nullable(SessionUserSchema.shape.uid), lines: z.array(CartLineSchema) }),
  // What the host's bar shows, so a panel covering the bar (the cart on a phone) can show it in its own flow.
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
