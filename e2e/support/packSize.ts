/**
 * A pack size ("5kg", "12 x 500ml") standing alone in an element's text, whatever words a team puts
 * around it: "5kg" matches neither "25kg" nor "2.5kg". For specs that find a cart line by its pack without
 * the cart's wording.
 */
export function packSize(size: string): RegExp {
  const literal = size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.])${literal}(?![\\w.])`);
}
