import { useCallback, useEffect, useState } from 'react';

export const HERO_INTERVAL_MS = 5000;

export function nextSlide(current: number, count: number): number {
  return (current + 1) % count;
}

/** Each change of slide, automatic or picked, and resuming, give the slide a full interval. */
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
