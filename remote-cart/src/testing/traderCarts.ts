import fc from 'fast-check';
import { MAX_CART_LINES, MAX_PACKS_PER_LINE, type CartLine, type Product } from '@storefront/shared';
import { canDecrease, cartTotalPence, lineKey } from '../lines/cartLines';

/**
 * Carts of any size a trader can reach, for the cart's property tests: up to the bounds the stored user
 * record puts on a cart (the contracts' MAX_CART_LINES and MAX_PACKS_PER_LINE) and the contracts' dearest
 * pack (£100,000). Generated as plain packs and order lines, so that a shrunk counterexample reads as an order.
 */
export const DEAREST_PACK_PENCE = 10_000_000;

/** One pack size of one product, and its price in pence. */
export interface Pack {
  id: string;
  size: string;
  pence: number;
}

/** So many packs of one pack size, as a trader writes an order down. */
export interface OrderLine extends Pack {
  packs: number;
}

const SIZES = ['5kg', '10kg', '20kg', '24 x 330ml', '48 x 330ml', '96 rolls'] as const;

const packKey = ({ id, size }: Pack) => JSON.stringify([id, size]);

const packFields = {
  id: fc.integer({ min: 1, max: 30 }).map(String),
  size: fc.constantFrom(...SIZES),
  pence: fc.integer({ min: 1, max: DEAREST_PACK_PENCE }),
};

/** The packs a shop offers: each product and pack size once, at one price. */
const shelf = (maxLength: number) => fc.uniqueArray(fc.record(packFields), { selector: packKey, minLength: 1, maxLength });

/** Any line a stored record can hold: 1 to 9999 packs. */
export const orderLine = fc.record({ ...packFields, packs: fc.integer({ min: 1, max: MAX_PACKS_PER_LINE }) });

/** Any cart a stored record can hold: up to 40 lines of distinct packs. */
export const order = fc.uniqueArray(orderLine, { selector: packKey, maxLength: MAX_CART_LINES });

/** Product `id` as the shop sends it, priced for each of its packs among `packs`. */
export function productOf(id: string, packs: readonly Pack[]): Product {
  const own = packs.filter((candidate) => candidate.id === id);
  return {
    id,
    name: `Product ${id}`,
    category: 'Groceries',
    image: `/img/${id}.svg`,
    price: Math.min(...own.map(({ pence }) => pence)) / 100,
    bulkOptions: Object.fromEntries(own.map(({ size, pence }) => [size, pence / 100])),
    description: `Product ${id}.`,
  };
}

export function linesOf(lines: readonly OrderLine[]): CartLine[] {
  return lines.map((line) => ({ product: productOf(line.id, lines), selectedQty: line.size, multiplier: line.packs }));
}

/** What the order comes to, added up here with no help from the cart's code. */
export function orderPence(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, { pence, packs }) => sum + pence * packs, 0);
}

/** A cart driven as a shopper drives it: adding from the shop, plus, minus and Remove on a line. */
export interface CartUnderTest {
  lines: () => readonly CartLine[];
  add: (product: Product, size: string) => void;
  increase: (key: string) => void;
  decrease: (key: string) => void;
  remove: (key: string) => void;
}

/** What the cart should hold: its lines in the order they were first added, each a number of packs. */
type Expected = OrderLine[];

type Press = 'add' | 'add an unpriced size of' | 'plus' | 'minus' | 'remove';

/** The size `add an unpriced size of` asks for, which no product of the shelf has. */
const UNPRICED = '1 tonne';

/** The cart, and the shelf the presses pick their packs from. */
interface Shopping {
  cart: CartUnderTest;
  shelf: readonly Pack[];
}

/**
 * One press on the pack at `choice` (modulo the shelf's length): the presses and the shelf shrink apart,
 * and a press names the pack it pressed.
 */
class Step implements fc.Command<Expected, Shopping> {
  private pressed = '';

  constructor(
    private readonly press: Press,
    private readonly choice: number,
  ) {}

  check() {
    return true;
  }

  run(expected: Expected, { cart, shelf }: Shopping) {
    const pack = shelf[this.choice % shelf.length];
    if (!pack) throw new Error('an empty shelf');
    const product = productOf(pack.id, shelf);
    this.pressed = this.press === 'add an unpriced size of' ? `product ${pack.id}` : `${pack.size} of product ${pack.id}`;
    const key = lineKey({ product, selectedQty: pack.size });
    const at = expected.findIndex((line) => packKey(line) === packKey(pack));
    const line = expected[at];
    if (this.press === 'add') {
      cart.add(product, pack.size);
      if (line) line.packs += 1;
      else expected.push({ ...pack, packs: 1 });
    } else if (this.press === 'add an unpriced size of') {
      cart.add(product, UNPRICED);
    } else if (this.press === 'plus') {
      cart.increase(key);
      if (line) line.packs += 1;
    } else if (this.press === 'minus') {
      cart.decrease(key);
      if (line) line.packs -= 1;
      if (line?.packs === 0) expected.splice(at, 1);
    } else {
      cart.remove(key);
      if (line) expected.splice(at, 1);
    }
    expectCart(cart.lines(), expected);
  }

  toString() {
    return `${this.press} ${this.pressed || `pack ${this.choice}`}`;
  }
}

/**
 * The spec's invariants of a cart, and its total: one line per product and pack size, none below one
 * pack, minus only above one, and the total the sum of the lines in pence.
 */
function expectCart(lines: readonly CartLine[], expected: readonly OrderLine[]): void {
  expect(lines.map((line) => [line.product.id, line.selectedQty, line.multiplier])).toEqual(expected.map(({ id, size, packs }) => [id, size, packs]));
  expect(new Set(lines.map(lineKey)).size).toBe(lines.length);
  for (const line of lines) {
    expect(line.multiplier).toBeGreaterThanOrEqual(1);
    expect(canDecrease(line)).toBe(line.multiplier > 1);
  }
  expect(cartTotalPence(lines)).toBe(orderPence(expected));
}

/** A shelf of a few packs and any run of presses on them, adds and pluses twice as likely, so that lines grow. */
export const shopping = fc.tuple(
  shelf(6),
  fc.commands(
    (['add', 'add', 'plus', 'plus', 'minus', 'remove', 'add an unpriced size of'] as const).map((press) => fc.nat({ max: 5 }).map((choice) => new Step(press, choice))),
    { maxCommands: 60 },
  ),
);

/** Plays the presses on an empty cart, checking it against what it should hold after each. */
export function play([shelf, presses]: [readonly Pack[], Iterable<fc.Command<Expected, Shopping>>], cart: CartUnderTest): void {
  fc.modelRun(() => ({ model: [], real: { cart, shelf } }), presses);
}
