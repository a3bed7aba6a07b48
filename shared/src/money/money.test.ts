import { formatPence, formatPounds, toPence } from './money';

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

  it('formats pence', () => {
    expect(formatPence(30)).toBe('£0.30');
    expect(formatPence(0)).toBe('£0.00');
  });
});
