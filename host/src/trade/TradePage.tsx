import { Header, SkipLink } from '../header/Header';
import { STOREFRONT, type TradePageContent } from '../header/navigation';
import { Overlays } from '../layout/Overlays';
import styles from './TradePage.module.css';

// Of the remotes only auth comes, at idle, to say who is signed in; without it the header offers Login.
export function TradePage({ page }: { page: TradePageContent }) {
  return (
    <>
      <SkipLink />
      <Header currentPage={page.href} />
      <main id="main" className={styles.main}>
        <h1 className={styles.heading}>{page.label}</h1>
        <p>{page.lead} This page is not part of this storefront yet.</p>
        <p>Everything you can order today is in the online shop.</p>
        <a className={styles.back} href={STOREFRONT}>Back to the storefront</a>
      </main>
      <Overlays />
    </>
  );
}
