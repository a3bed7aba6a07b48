// The first banner is the page's largest paint: inlined, it paints with the HTML, not a request later.
import groceries from './media/banner-groceries.svg?inline';
import beverages from './media/banner-beverages.svg';
import household from './media/banner-household.svg';

export interface Slide {
  image: string;
  alt: string;
}

export const SLIDES: readonly Slide[] = [
  { image: groceries, alt: 'Warehouse shelves stacked with sacks and cases of groceries' },
  { image: beverages, alt: 'Crates of bottled drinks ready for collection' },
  { image: household, alt: 'Bulk packs of cleaning bottles and toilet rolls' },
];

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 500;
