/** The shop shows eight cards a page: two full rows where the grid is four wide. */
export const PAGE_SIZE = 8;

export interface Page<T> {
  items: T[];
  /** The page shown, 1-based, clamped into 1..pageCount. */
  page: number;
  /** At least 1, so an empty list still has a page to show. */
  pageCount: number;
}

export function paginate<T>(items: readonly T[], requestedPage: number, pageSize = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const whole = Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1;
  const page = Math.min(Math.max(1, whole), pageCount);
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page, pageCount };
}
