import { CATEGORIES, categoryAnchor, categoryFromAnchor } from './product';

describe('category anchors', () => {
  it('are lower-case with hyphens', () => {
    expect(CATEGORIES.map(categoryAnchor)).toEqual(['groceries', 'beverages', 'household', 'snacks', 'frozen', 'personal-care']);
  });

  it('lead back to their category, with or without #', () => {
    for (const category of CATEGORIES) expect(categoryFromAnchor(`#${categoryAnchor(category)}`)).toBe(category);
    expect(categoryFromAnchor('Personal-Care')).toBe('Personal Care');
    expect(categoryFromAnchor('#about')).toBeUndefined();
  });
});
