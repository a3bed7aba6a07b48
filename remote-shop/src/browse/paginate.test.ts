import { PAGE_SIZE, paginate } from './paginate';

const thirty = Array.from({ length: 30 }, (_, i) => i + 1);

describe('paginate', () => {
  it('shows 8 a page', () => {
    expect(PAGE_SIZE).toBe(8);
    expect(paginate(thirty, 1).items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('counts the pages, the last one partly filled', () => {
    const last = paginate(thirty, 4);
    expect(last.pageCount).toBe(4);
    expect(last.items).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it('has exactly one page for a list that fills it', () => {
    expect(paginate(thirty.slice(0, 8), 1).pageCount).toBe(1);
    expect(paginate(thirty.slice(0, 9), 1).pageCount).toBe(2);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 3)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('clamps a page past the end to the last page', () => {
    const clamped = paginate(thirty.slice(0, 5), 3);
    expect(clamped.page).toBe(1);
    expect(clamped.items).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(thirty, 99).page).toBe(4);
  });

  it('clamps a page before the start, and a fractional or invalid one', () => {
    expect(paginate(thirty, 0).page).toBe(1);
    expect(paginate(thirty, -2).page).toBe(1);
    expect(paginate(thirty, 2.7).page).toBe(2);
    expect(paginate(thirty, Number.NaN).page).toBe(1);
  });

  it('takes another page size', () => {
    expect(paginate(thirty, 2, 10).items).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});
