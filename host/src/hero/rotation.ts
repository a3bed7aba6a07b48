import { useCallback, useEffect, useState } from 'react';

/** The hero advances every 5 s. */
export const HERO_INTERVAL_MS = 5000;

export function nextSlide(current: number, count: number): number {
  return (current + 1) % count;
}

/**
 * The slide shown, advancing every interval while not paused. Each change of slide (automatic or
 * picked) gives the new slide a full interval; resuming does too.
 */
export function useRotation(count: number, paused: boolean, intervalMs = HERO_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setTimeout(() => setIndex((current) => nextSlide(current, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, count, intervalMs]);
  const select = useCallback((wanted: number) => setIndex(((wanted % count) + count) % count), [count]);
  return { index, select };
}
