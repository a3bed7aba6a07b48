import { About, Contact, Footer, GreenLiving, Newsletter } from './sections/lazySections';
import { LowerSection } from './sections/LowerSection';
import { Header, SkipLink } from './header/Header';
import { Hero } from './hero/Hero';
import { RangeOverview } from './range/RangeOverview';
import { ShopSection } from './layout/ShopSection';
import { NotificationBar } from './notifications/NotificationBar';
import { Overlays } from './layout/Overlays';
import styles from './App.module.css';

/** The page, top to bottom: header, hero, range, shop, then the lower sections; the splash before it is in index.html, so it paints before any script. */
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
        <LowerSection>
          <GreenLiving />
        </LowerSection>
        <LowerSection>
          <About />
        </LowerSection>
        <LowerSection>
          <Contact />
        </LowerSection>
        <LowerSection>
          <Newsletter />
        </LowerSection>
      </main>
      <LowerSection>
        <Footer />
      </LowerSection>
      <Overlays />
    </>
  );
}
