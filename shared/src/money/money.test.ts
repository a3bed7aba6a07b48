import fc from 'fast-check';
import { formatPence, formatPounds, toPence } from './money';

/** Far beyond any cart (the largest a stored record can hold is about £40 billion), and still exact in pence. */
const TRILLION_POUNDS_IN_PENCE = 100_000_000_000_000;
const anyAmount = fc.integer({ min: -TRILLION_POUNDS_IN_PENCE, max: TRILLION_POUNDS_IN_PENCE });
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

describe('money', () => {
  it('formats pounds the en-GB way', () => {
    expect(formatPounds(6)).toBe('£6.00');
    expect(formatPounds(1234.5)).toBe('£1,234.50');
  });

  it('rounds pounds to whole pence', () => {
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(4.35)).toBe(435);
  });

  it('refuses what is not an amount of money instead of writing "£1e+306.36" or "£NaN"', () => {
    for (const pounds of [1e306, Number.POSITIVE_INFINITY, Number.NaN, -1e20]) expect(() => toPence(pounds)).toThrow(RangeError);
    for (const pence of [1e306, Number.NEGATIVE_INFINITY, Number.NaN, 2 ** 53]) expect(() => formatPence(pence)).toThrow(RangeError);
    expect(formatPence(Number.MAX_SAFE_INTEGER)).toBe('£90,071,992,547,409.91');
  });

  it('formats pence', () => {
    expect(formatPence(30)).toBe('£0.30');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('writes exactly what the platform’s en-GB currency format writes', () => {
    const amounts = [0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 12_345_678_901];
    for (const pence of [...amounts, ...amounts.filter((p) => p > 0).map((p) => -p)]) expect(formatPence(pence)).toBe(gbp.format(pence / 100));
  });

  it('builds no Intl.NumberFormat, whose first one loads locale data on the main thread', () => {
    const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      const isolated = jest.requireActual<typeof import('./money')>('./money');
      isolated.formatPounds(12.5);
    });
    expect(NumberFormat).not.toHaveBeenCalled();
    NumberFormat.mockRestore();
  });

  describe('for any amount', () => {
    it('writes what the platform’s en-GB currency format writes', () => {
      fc.assert(fc.property(anyAmount, (pence) => expect(formatPence(pence)).toBe(gbp.format(pence / 100))), { numRuns: 1000 });
    });

    it('groups the pounds in threes with commas and two digits of pence, and reads back as the same pence', () => {
      fc.assert(
        fc.property(anyAmount, (pence) => {
          const text = formatPence(pence);
          const parts = /^(-?)£(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec(text);
          expect(parts).not.toBeNull();
          const [, sign, pounds, rest] = parts ?? [];
          expect(Number(`${sign}${pounds?.replaceAll(',', '')}${rest}`)).toBe(pence);
        }),
        { numRuns: 1000 },
      );
    });

    it('takes pounds of whole pence to those pence, and writes them as the pence would be written', () => {
      fc.assert(
        fc.property(anyAmount, (pence) => {
          expect(toPence(pence / 100)).toBe(pence);
          expect(formatPounds(pence / 100)).toBe(formatPence(pence));
        }),
        { numRuns: 1000 },
      );
    });
  });
});
