/**
 * Money crosses teams as pounds (the catalogue's unit) but is added up in whole pence, so that sums of
 * many lines never drift the way binary floating point does (0.1 + 0.2).
 */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

export function formatPounds(pounds: number): string {
  return formatPence(toPence(pounds));
}
