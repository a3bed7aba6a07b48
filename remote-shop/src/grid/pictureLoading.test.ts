import { FIRST_SCREEN_PICTURES, pictureLoading } from './pictureLoading';
import { PAGE_SIZE } from '../browse/paginate';

describe('pictureLoading', () => {
  it('asks for the first card’s picture first, the rest of the first screen’s at once, and the others when scrolled near', () => {
    expect(Array.from({ length: PAGE_SIZE }, (_, index) => pictureLoading(index))).toEqual([
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'eager' },
      { loading: 'eager' },
      { loading: 'eager' },
      { loading: 'lazy' },
      { loading: 'lazy' },
      { loading: 'lazy' },
      { loading: 'lazy' },
    ]);
  });

  it('leaves some of a page to load when scrolled near', () => {
    expect(FIRST_SCREEN_PICTURES).toBeLessThan(PAGE_SIZE);
  });
});
