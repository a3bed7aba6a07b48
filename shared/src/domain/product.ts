import { z } from 'zod';

export const CATEGORIES = ['Groceries', 'Beverages', 'Household', 'Snacks', 'Frozen', 'Personal Care'] as const;

export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

/** Pack-size label ("5kg", "24 x 330ml") to its price in pounds. */
export const BulkOptionsSchema = z.record(z.string().min(1), z.number().positive());

export const ProductSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  category: CategorySchema,
  image: z.string().min(1),
  /** Headline price in pounds. */
  price: z.number().positive(),
  bulkOptions: BulkOptionsSchema,
  description: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;
