import { BRAND } from '../brand';
import { AccountControls } from './AccountControls';
import { Cart } from './Cart';
import { MobileMenu } from './MobileMenu';
import { NavList } from './NavList';
import { homeHref } from './navigation';
import { useScrolled } from './scroll';
import styles from './Header.module.css';

/**
 * A keyboard's first stop, past the header to the page's `<main id="main">`; the page puts it first, before
 * the message bar, so that a message's action is the very next stop.
 */
export function SkipLink() {
  return <a className={styles.skipLink} href="#main">Skip to content</a>;
}

/**
 * The sticky header bar; it takes a denser look once the page is scrolled past 30 px. On a trade page (at `currentPage`), its
 * trade variant: the logo and Home lead to the storefront, that page's link is marked, Login and Cart are links to the storefront.
 */
export function Header({ currentPage }: { currentPage?: string }) {
  const scrolled = useScrolled();
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <a className={styles.logo} href={homeHref(currentPage)}>
        <img className={styles.logoMark} src="/media/logo.svg" alt="" width="40" height="40" />
        <span className={styles.brandName}>{BRAND.name}</span>
      </a>
      <nav className={styles.nav} aria-label="Main">
        <NavList className={styles.navList} linkClassName={styles.navLink} currentPage={currentPage} />
      </nav>
      <div className={styles.actions}>
        <AccountControls buttonClassName={styles.button} emailClassName={styles.email} placement="bar" currentPage={currentPage} />
        <Cart currentPage={currentPage} />
        <MobileMenu currentPage={currentPage} />
      </div>
    </header>
  );
}
