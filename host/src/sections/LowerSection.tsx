import { Suspense, type ReactNode } from 'react';
import { RenderErrorBoundary } from '../ui/RenderErrorBoundary';
import styles from './LowerSection.module.css';

/**
 * A section whose code comes later (lazySections.ts). Its own Suspense boundary lets React hydrate it on
 * its own once the code is there; if the code cannot be fetched, the section says so instead of taking
 * the page down.
 */
export function LowerSection({ children }: { children: ReactNode }) {
  return (
    <RenderErrorBoundary fallback={() => <SectionUnavailable />}>
      <Suspense fallback={null}>{children}</Suspense>
    </RenderErrorBoundary>
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
