// Money crosses teams as pounds but is added up in whole pence, so sums never drift as floats do (0.1 + 0.2).

// Past safe integers no sum or text of pence can be trusted: no real cart comes near (£90 trillion), and a
// forged amount is refused, not formatted.
function checkedPence(pence: number): number {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`not an amount of money: ${pence} pence`);
  return pence;
}

export function toPence(pounds: number): number {
  return checkedPence(Math.round(pounds * 100));
}

// en-GB ("£1,234.50") written out: a page's first `Intl.NumberFormat` loads the locale's data on the main
// thread, 30-90 ms on two cores, in whichever task first imports this module.
export function formatPence(pence: number): string {
  const whole = Math.round(Math.abs(checkedPence(Math.round(pence))));
  const pounds = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${pence < 0 && whole > 0 ? '-' : ''}£${pounds}.${rest}`;
}

export function formatPounds(pounds: number): string {
  return formatPence(toPence(pounds));
}
