import { navLinks } from './navigation';

interface Props {
  className?: string;
  linkClassName?: string;
  /** The trade page this is on (its address), marked as the current one; none on the storefront. */
  currentPage?: string;
  /** Called when a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

export function NavList({ className, linkClassName, currentPage, onNavigate }: Props) {
  return (
    <ul className={className}>
      {navLinks(currentPage).map((link) => (
        <li key={link.href}>
          <a className={linkClassName} href={link.href} aria-current={link.current ? 'page' : undefined} onClick={onNavigate}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
