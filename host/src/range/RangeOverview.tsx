import { useRef } from 'react';
import { categoryAnchor, shopPath } from '@storefront/shared';
import { prefersReducedMotion } from '../motion/prefersReducedMotion';
import { useHydrated } from '../started/useHydrated';
import { RANGE_CARDS, RANGE_SCROLL_STEP_PX } from './rangeCards';
import styles from './RangeOverview.module.css';

export function RangeOverview() {
  const row = useRef<HTMLUListElement>(null);
  // The pictures are decoration (the text names the category): they come after hydration, a box holding their place.
  const pictures = useHydrated();
  const scroll = (direction: -1 | 1) =>
    row.current?.scrollBy({ left: direction * RANGE_SCROLL_STEP_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });

  return (
    <section id="products" className={styles.range} aria-labelledby="range-heading">
      <div className={styles.head}>
        <h2 id="range-heading" className={styles.heading}>
          Our Range
        </h2>
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} aria-label="Scroll left" aria-controls="range-row" onClick={() => scroll(-1)}>
            <span aria-hidden="true">←</span>
          </button>
          <button type="button" className={styles.arrow} aria-label="Scroll right" aria-controls="range-row" onClick={() => scroll(1)}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      <ul id="range-row" ref={row} className={styles.row}>
        {RANGE_CARDS.map(({ category, count, description, image }) => {
          const anchor = categoryAnchor(category);
          return (
            <li key={category} className={styles.card}>
              {pictures ? (
                <img className={styles.image} src={image} alt="" width="320" height="200" loading="lazy" />
              ) : (
                <span className={styles.image} />
              )}
              <h3 id={`range-${anchor}`} className={styles.name}>
                {category}
              </h3>
              <p className={styles.count}>
                <strong>{count}</strong> products
              </p>
              <p className={styles.description}>{description}</p>
              <a className={styles.shopNow} href={shopPath(category)} aria-describedby={`range-${anchor}`}>
                Shop Now
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
