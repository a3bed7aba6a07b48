import { BRAND } from '../brand';
import { AccountControls } from './AccountControls';
import { Cart } from './Cart';
import { MobileMenu } from './MobileMenu';
import { NavList } from './NavList';
import { homeHref } from './navigation';
import { useScrolled } from './scroll';
import styles from './Header.module.css';

/** First on the page, before the message bar, so that a message's action is the very next stop. */
export function SkipLink() {
  return <a className={styles.skipLink} href="#main">Skip to content</a>;
}

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
