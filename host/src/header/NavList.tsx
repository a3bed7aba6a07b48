import { navLinks } from './navigation';

interface Props {
  className?: string;
  linkClassName?: string;
  currentPage?: string;
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
