import { z } from '@storefront/shared';
import { BulkOptionsSchema, CATEGORIES, type Category, type Product } from '@storefront/shared';
import placeholder from '../cart/productPlaceholder.svg';

/**
 * The original cart's product: the shape the original cart was fed, with a lower-case category, a
 * map of pack size to price (pounds) and a popularity score. It has no picture and no description.
 */
export const CartSampleProductSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  category: z.string().check(z.refine((value) => CATEGORIES.some((category) => category.toLowerCase() === value), 'Unknown category')),
  price: z.number().check(z.positive()),
  quantityPricePairs: BulkOptionsSchema.check(z.refine((pairs) => Object.keys(pairs).length > 0, 'At least one pack size')),
  popularity: z.number().check(z.nonnegative()),
});
export type CartSampleProduct = z.infer<typeof CartSampleProductSchema>;

/** The three sample products the cart team works with, without the shop. */
export const SAMPLE_PRODUCTS: readonly CartSampleProduct[] = z.array(CartSampleProductSchema).check(z.length(3)).parse([
  {
    id: 'sample-rice',
    name: 'Basmati Rice',
    category: 'groceries',
    price: 12.49,
    quantityPricePairs: { '5kg': 12.49, '10kg': 23.99, '20kg': 44.5 },
    popularity: 92,
  },
  {
    id: 'sample-water',
    name: 'Sparkling Spring Water',
    category: 'beverages',
    price: 5.1,
    quantityPricePairs: { '12 x 500ml': 5.1, '24 x 500ml': 9.2 },
    popularity: 78,
  },
  {
    id: 'sample-detergent',
    name: 'Laundry Detergent',
    category: 'household',
    price: 19.99,
    quantityPricePairs: { '5L': 19.99, '10L': 37.5 },
    popularity: 64,
  },
]);

function categoryOf(sample: CartSampleProduct): Category {
  const category = CATEGORIES.find((name) => name.toLowerCase() === sample.category);
  if (!category) throw new Error(`Unknown category "${sample.category}"`);
  return category;
}

/**
 * The shared product shape that `cart/add` carries. The sample has no picture, so it shows the cart's own
 * placeholder; its pack sizes are the catalogue's bulk options.
 */
export function toProduct(sample: CartSampleProduct): Product {
  return {
    id: sample.id,
    name: sample.name,
    category: categoryOf(sample),
    image: placeholder,
    price: sample.price,
    bulkOptions: { ...sample.quantityPricePairs },
    description: '',
  };
}
