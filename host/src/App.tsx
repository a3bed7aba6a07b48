import { useLayoutEffect } from 'react';
import { About, Contact, Footer, GreenLiving, Newsletter } from './sections/lazySections';
import { Header } from './header/Header';
import { Hero } from './hero/Hero';
import { RangeOverview } from './range/RangeOverview';
import { ShopSection } from './layout/ShopSection';
import { NotificationBar } from './notifications/NotificationBar';
import { Overlays } from './layout/Overlays';
import styles from './App.module.css';

interface Props {
  /** Called once the first render has been committed: in the browser, once hydration is done. */
  onCommitted?: () => void;
}

/** The page, in the spec's order; the splash before it is in index.html, so it paints before any script. */
export function App({ onCommitted }: Props) {
  // A layout effect, so that the commit is told before any child's effect starts work of its own (the
  // shop's slot fetching the federation runtime): that work comes after the first screen, not in it.
  useLayoutEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <NotificationBar />
      <Header />
      <main id="main" className={styles.main}>
        <Hero />
        <RangeOverview />
        <ShopSection />
        <GreenLiving />
        <About />
        <Contact />
        <Newsletter />
      </main>
      <Footer />
      <Overlays />
    </>
  );
}
