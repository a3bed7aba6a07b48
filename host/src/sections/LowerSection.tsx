import { Suspense, type ReactNode } from 'react';
import { RenderErrorBoundary } from '../layout/RenderErrorBoundary';
import { LOWER_SECTION_ATTRIBUTE } from './lowerSectionCode';
import styles from './LowerSection.module.css';

/**
 * A section whose code comes later (lazySections.ts). Its own Suspense boundary lets React hydrate it on
 * its own once the code is there; if the code cannot be fetched, the section says so instead of taking
 * the page down. The element around it, which takes no box of its own, lets the page's first script tell
 * the section from the rest of the page while its code is still on the way.
 */
export function LowerSection({ children }: { children: ReactNode }) {
  return (
    <div className={styles.section} {...{ [LOWER_SECTION_ATTRIBUTE]: '' }}>
      <RenderErrorBoundary fallback={() => <SectionUnavailable />}>
        <Suspense fallback={null}>{children}</Suspense>
      </RenderErrorBoundary>
    </div>
  );
}

function SectionUnavailable() {
  return (
    <p role="alert" className={styles.unavailable}>
      This part of the page could not be loaded.{' '}
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </p>
  );
}
