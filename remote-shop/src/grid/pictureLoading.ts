/** How a card's picture is asked for: at once or when scrolled near, and whether before everything else. */
export interface PictureLoading {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/**
 * How many cards show their whole picture on the shop's first screen at any width (the shop's heading
 * under the header, as an address at the shop opens it): the grid's first row where it is four wide
 * (1280 px), two rows of two at 768 px, the first card alone on a phone. The same markup serves them all
 * (the server knows no width), so it is the most of them.
 */
export const FIRST_SCREEN_PICTURES = 4;

/**
 * The picture of the card at `index` in the grid: those on the first screen are asked for by the document
 * itself, the first of them (the page's largest paint wherever the shop opens) before the page's other
 * pictures and scripts; the rest wait until they are scrolled near.
 */
export function pictureLoading(index: number): PictureLoading {
  if (index === 0) return { loading: 'eager', fetchPriority: 'high' };
  return { loading: index < FIRST_SCREEN_PICTURES ? 'eager' : 'lazy' };
}
