import { useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../motion/reducedMotion';
import { useHydrated } from '../started/useHydrated';
import { useRotation } from './rotation';
import { BANNER_HEIGHT, BANNER_WIDTH, SLIDES } from './slides';
import styles from './Hero.module.css';

// Rotation pauses under the pointer, stops once focus or a click enters, never starts by itself with reduced motion.
export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const playing = chosen ?? !reducedMotion;
  const { index, select } = useRotation(SLIDES.length, !playing || hovered);
  // The later banners wait for hydration: the next shows 5 s in, and sooner they would compete with the page's code.
  // The controls wait too: in the served markup they have no handlers, so a click would be lost.
  const hydrated = useHydrated();

  const stopOnFocus = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement && event.target.dataset.rotationToggle)) setChosen(false);
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-labelledby="hero-heading"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={stopOnFocus}
    >
      <div id="hero-slides" className={styles.slides} aria-live={playing && !hovered ? 'off' : 'polite'}>
        {SLIDES.map((slide, i) => (
          <div
            key={slide.alt}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}`}
            aria-hidden={i !== index}
            data-active={i === index}
          >
            {(i === 0 || hydrated) && (
              <img src={slide.image} alt={slide.alt} width={BANNER_WIDTH} height={BANNER_HEIGHT} fetchPriority={i === 0 ? 'high' : undefined} />
            )}
          </div>
        ))}
      </div>
      <div className={styles.copy}>
        <h1 id="hero-heading" className={styles.heading}>
          Stock up in bulk at cash &amp; carry prices
        </h1>
        <p className={styles.lead}>Groceries, drinks, household essentials and more by the case, for traders and shoppers alike.</p>
        <a className={styles.cta} href="#shop">
          Explore Our Stock
        </a>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.toggle} data-rotation-toggle="true" aria-controls="hero-slides" disabled={!hydrated} onClick={() => setChosen(!playing)}>
          {playing ? 'Pause slides' : 'Play slides'}
        </button>
        {SLIDES.map((slide, i) => (
          <button
            key={slide.alt}
            type="button"
            className={styles.dot}
            aria-label={`Slide ${i + 1}`}
            aria-controls="hero-slides"
            aria-current={i === index ? 'true' : undefined}
            disabled={!hydrated}
            onClick={() => select(i)}
          />
        ))}
      </div>
    </section>
  );
}
