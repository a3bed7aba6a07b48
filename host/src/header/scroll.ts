import { useEffect, useState } from 'react';

export const SCROLL_THRESHOLD_PX = 30;

export function isScrolled(scrollY: number): boolean {
  return scrollY > SCROLL_THRESHOLD_PX;
}

export function useScrolled(): boolean {
  // Starts unscrolled, as the page rendered at build time does; the effect reads the real position.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolled(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}
