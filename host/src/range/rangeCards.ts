import { CATEGORIES, type Category } from '@storefront/shared';
import groceries from './media/groceries.svg';
import beverages from './media/beverages.svg';
import household from './media/household.svg';
import snacks from './media/snacks.svg';
import frozen from './media/frozen.svg';
import personalCare from './media/personal-care.svg';

export const RANGE_SCROLL_STEP_PX = 300;

export interface RangeCard {
  category: Category;
  /** Shown as given. */
  count: string;
  description: string;
  image: string;
}

const DETAILS: Record<Category, Omit<RangeCard, 'category'>> = {
  Groceries: { count: '500+', description: 'Flour, rice, oils, tins and dry goods in trade sizes.', image: groceries },
  Beverages: { count: '300+', description: 'Soft drinks, water, juices and hot drinks by the case.', image: beverages },
  Household: { count: '400+', description: 'Cleaning, laundry and paper essentials in bulk packs.', image: household },
  Snacks: { count: '600+', description: 'Crisps, biscuits and confectionery in outer cases.', image: snacks },
  Frozen: { count: '350+', description: 'Frozen vegetables, chips and ready meals for busy kitchens.', image: frozen },
  'Personal Care': { count: '450+', description: 'Soaps, shampoos and toiletries in multipacks.', image: personalCare },
};

export const RANGE_CARDS: readonly RangeCard[] = CATEGORIES.map((category) => ({ category, ...DETAILS[category] }));
