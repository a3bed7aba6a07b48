import { BRAND } from '../brand';
import { AccountControls } from './AccountControls';
import { CartButton } from './CartButton';
import { MobileMenu } from './MobileMenu';
import { NavList } from './NavList';
import { useScrolled } from './scroll';
import styles from './Header.module.css';

/** The sticky header bar; it takes a denser look once the page is scrolled past 30 px. */
export function Header() {
  const scrolled = useScrolled();
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <a className={styles.logo} href="#top">
        <img className={styles.logoMark} src="/media/logo.svg" alt="" width="40" height="40" />
        <span className={styles.brandName}>{BRAND.name}</span>
      </a>
      <nav className={styles.nav} aria-label="Main">
        <NavList className={styles.navList} linkClassName={styles.navLink} />
      </nav>
      <div className={styles.actions}>
        <AccountControls buttonClassName={styles.button} emailClassName={styles.email} placement="bar" />
        <CartButton />
        <MobileMenu />
      </div>
    </header>
  );
}
