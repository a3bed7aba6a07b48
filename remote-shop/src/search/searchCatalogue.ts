import MiniSearch from 'minisearch';
import type { ShopProduct } from '../catalogue/shopProduct';

/** The combobox's suggestions, at most. */
export const SUGGESTION_LIMIT = 8;

/**
 * A word as the index keeps it: in lower case, and singular where English makes a plural by adding
 * -s or -es ("crisps", "boxes", "tomatoes" → "crisp", "box", "tomato"), so that either finds the other.
 */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 4 && /(?:ch|sh|ss|x|z|o)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !/(?:ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** One typo in a word of five letters or more; words shorter than that are read as the start of a longer one. */
const SEARCH_OPTIONS = {
  prefix: true,
  fuzzy: (term: string) => (term.length >= 5 ? 1 : 0),
  combineWith: 'AND',
  boost: { name: 3, category: 2 },
} as const;

export interface Catalogue {
  /** The products that match a search, best first; none for an empty one. */
  search(query: string): ShopProduct[];
}

/** A search over the products' names, categories and descriptions. */
export function catalogueSearch(products: readonly ShopProduct[]): Catalogue {
  const index = new MiniSearch<ShopProduct>({ fields: ['name', 'category', 'description'], processTerm: stem, searchOptions: SEARCH_OPTIONS });
  index.addAll(products);
  const byId = new Map(products.map((product) => [product.id, product]));
  return {
    search: (query) =>
      index
        .search(query)
        .map((result) => byId.get(String(result.id)))
        .filter((product): product is ShopProduct => product !== undefined),
  };
}
