import { act, renderHook } from '@testing-library/react';
import { HERO_INTERVAL_MS, nextSlide, useRotation } from './rotation';

describe('nextSlide', () => {
  it('goes round the slides', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(1, 3)).toBe(2);
    expect(nextSlide(2, 3)).toBe(0);
  });
});

describe('useRotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 5 s, round the three slides', () => {
    expect(HERO_INTERVAL_MS).toBe(5000);
    const { result } = renderHook(() => useRotation(3, false));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('does not advance while paused, and gives a full interval on resuming', () => {
    const { result, rerender } = renderHook(({ paused }) => useRotation(3, paused), { initialProps: { paused: false } });
    act(() => jest.advanceTimersByTime(3000));
    rerender({ paused: true });
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => jest.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it('shows a picked slide for a full interval before moving on', () => {
    const { result } = renderHook(() => useRotation(3, false));
    act(() => jest.advanceTimersByTime(4000));
    act(() => result.current.select(2));
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(4999));
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(0);
  });
});
