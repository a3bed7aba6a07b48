/**
 * Money crosses teams as pounds (the catalogue's unit) but is added up in whole pence, so that sums of
 * many lines never drift the way binary floating point does (0.1 + 0.2).
 */

/**
 * Pence beyond this are not whole numbers in floating point any more, so no sum or text of them can be
 * trusted: no real cart comes near it (£90 trillion), and a forged amount is refused, not formatted.
 */
function checkedPence(pence: number): number {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`not an amount of money: ${pence} pence`);
  return pence;
}

export function toPence(pounds: number): number {
  return checkedPence(Math.round(pounds * 100));
}

/**
 * The en-GB currency format ("£1,234.50", "-£0.05"), written out. `Intl.NumberFormat` gives the same
 * text, but a page's first one loads the locale's data on the main thread: 30-90 ms on a two-core machine
 * (four times that on Lighthouse's mobile CPU), in whichever task first imports this module.
 */
export function formatPence(pence: number): string {
  const whole = Math.round(Math.abs(checkedPence(Math.round(pence))));
  const pounds = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${pence < 0 && whole > 0 ? '-' : ''}£${pounds}.${rest}`;
}

export function formatPounds(pounds: number): string {
  return formatPence(toPence(pounds));
}
