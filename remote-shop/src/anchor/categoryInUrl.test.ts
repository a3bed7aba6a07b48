import { showCategoryInUrl } from './categoryInUrl';

afterEach(() => history.replaceState(null, '', '/'));

describe('showCategoryInUrl', () => {
  it('puts the category’s anchor in the address without a history entry', () => {
    const entries = history.length;
    showCategoryInUrl('Personal Care');
    expect(window.location.hash).toBe('#personal-care');
    expect(history.length).toBe(entries);
  });

  it('replaces a stale category anchor', () => {
    history.replaceState(null, '', '/?ref=mail#groceries');
    showCategoryInUrl('Beverages');
    expect(window.location.hash).toBe('#beverages');
    expect(window.location.search).toBe('?ref=mail');
  });

  it('drops the category anchor for All, keeping the rest of the address', () => {
    history.replaceState(null, '', '/?ref=mail#frozen');
    showCategoryInUrl('All');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?ref=mail');
  });

  it('leaves another page anchor alone for All', () => {
    history.replaceState(null, '', '/#about');
    showCategoryInUrl('All');
    expect(window.location.hash).toBe('#about');
  });
});
