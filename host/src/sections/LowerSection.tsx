import { Suspense, type ReactNode } from 'react';
import { RenderErrorBoundary } from '../ui/RenderErrorBoundary';
import styles from './LowerSection.module.css';

// Its own Suspense boundary lets React hydrate it alone once its code is there; code that cannot be
// fetched is said so in its place instead of taking the page down.
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
