import { NAV_LINKS } from './navigation';

interface Props {
  className?: string;
  linkClassName?: string;
  /** Called when a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

export function NavList({ className, linkClassName, onNavigate }: Props) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.href}>
          <a className={linkClassName} href={link.href} onClick={onNavigate}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
