import { act, renderHook } from '@testing-library/react';
import { isScrolled, useScrolled } from './scroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('isScrolled', () => {
  it('is false up to 30 px and true past it', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(30)).toBe(false);
    expect(isScrolled(30.5)).toBe(true);
    expect(isScrolled(31)).toBe(true);
    expect(isScrolled(2000)).toBe(true);
  });
});

describe('useScrolled', () => {
  afterEach(() => act(() => scrollTo(0)));

  it('follows the page as it scrolls past the threshold and back', () => {
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(false);
    act(() => scrollTo(31));
    expect(result.current).toBe(true);
    act(() => scrollTo(30));
    expect(result.current).toBe(false);
  });
});
