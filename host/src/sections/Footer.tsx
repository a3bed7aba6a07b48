import { useId } from 'react';
import { BRAND } from '../brand';
import { BRAND_EMAIL_HREF, BRAND_PHONE_HREF } from './brandLinks';
import styles from './Footer.module.css';

const QUICK_LINKS = [
  { href: '#shop', name: 'Shop' },
  { href: '#about', name: 'About' },
  { href: '#contact', name: 'Contact' },
] as const;

export function Footer() {
  const linksId = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{BRAND.name}</p>
          <p className={styles.tagline}>{BRAND.tagline}</p>
        </div>
        <nav aria-labelledby={linksId}>
          <h2 id={linksId} className={styles.heading}>
            Quick links
          </h2>
          <ul className={styles.links}>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <a className={styles.link} href={link.href}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>
            Get in touch
          </h2>
          <address className={styles.address}>
            <a className={styles.link} href={BRAND_PHONE_HREF}>
              {BRAND.phone}
            </a>
            <a className={styles.link} href={BRAND_EMAIL_HREF}>
              {BRAND.email}
            </a>
            <span>{BRAND.address}</span>
          </address>
        </div>
      </div>
      {/* The page is rendered at build time; in a new year the browser's year replaces the build's. */}
      <p className={styles.legal} suppressHydrationWarning>
        © {new Date().getFullYear()} {BRAND.name}
      </p>
    </footer>
  );
}
