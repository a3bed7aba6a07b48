import { About } from './sections/About';
import { Contact } from './sections/Contact';
import { Footer } from './sections/Footer';
import { GreenLiving } from './sections/GreenLiving';
import { Newsletter } from './sections/Newsletter';
import { Header } from './header/Header';
import { Hero } from './hero/Hero';
import { RangeOverview } from './range/RangeOverview';
import { ShopSection } from './layout/ShopSection';
import { NotificationBar } from './notifications/NotificationBar';
import { Overlays } from './layout/Overlays';
import styles from './App.module.css';

/** The page, in the spec's order; the splash before it is in index.html, so it paints before any script. */
export function App() {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
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
      <NotificationBar />
      <Overlays />
    </>
  );
}
