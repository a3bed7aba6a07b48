import { About, Contact, Footer, GreenLiving, Newsletter } from './sections/lazySections';
import { Header, SkipLink } from './header/Header';
import { Hero } from './hero/Hero';
import { RangeOverview } from './range/RangeOverview';
import { ShopSection } from './layout/ShopSection';
import { NotificationBar } from './notifications/NotificationBar';
import { PageUpdated } from './notifications/PageUpdated';
import { Overlays } from './layout/Overlays';
import { RemoteSections } from './layout/RemoteSections';
import styles from './App.module.css';

/** The splash, before it, is in index.html, so that it paints before any script. */
export function App() {
  return (
    <>
      <SkipLink />
      <NotificationBar />
      <Header />
      <main id="main" className={styles.main}>
        <Hero />
        <RangeOverview />
        <ShopSection />
        <RemoteSections />
        <GreenLiving />
        <About />
        <Contact />
        <Newsletter />
      </main>
      <Footer />
      <Overlays />
      <PageUpdated />
    </>
  );
}
