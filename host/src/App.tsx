import { Header } from './header/Header';
import { Overlays } from './layout/Overlays';
import { RemoteSlot } from './federation/RemoteSlot';
import { ShopSkeleton } from './layout/ShopSkeleton';
import styles from './App.module.css';

export function App() {
  return (
    <>
      <Header />
      <main id="main" className={styles.main}>
        <section id="shop" aria-label="Shop" className={styles.shop}>
          <RemoteSlot remote="shop" label="The shop" placeholder={<ShopSkeleton />} />
        </section>
      </main>
      <Overlays />
    </>
  );
}
