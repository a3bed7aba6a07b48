import { useEffect, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { AccountControls } from './AccountControls';
import { NavList } from './NavList';
import { closeMenuWhenCartCloses, useMobileMenu } from './mobileMenuStore';
import styles from './MobileMenu.module.css';

const PANEL_ID = 'mobile-menu';

// A disclosure, not a dialog: it never traps focus.
export function MobileMenu({ currentPage }: { currentPage?: string }) {
  const open = useMobileMenu((s) => s.open);
  const { toggleMenu, closeMenu } = useMobileMenu.getState();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  /** So that closing the panel does not leave focus on a hidden element. */
  const focusInside = useRef(false);
  const focusEntered = () => {
    focusInside.current = true;
  };
  const focusLeft = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusInside.current = false;
  };

  useEffect(() => closeMenuWhenCartCloses(), []);

  // Esc from the panel or the Menu button closes it (not from a dialog opened over it).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Node | null;
      if (event.key !== 'Escape' || !(panel.current?.contains(target) || button.current?.contains(target))) return;
      closeMenu();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, closeMenu]);

  // Before paint: once the panel is hidden the browser would drop the focus it holds.
  useLayoutEffect(() => {
    if (open) {
      panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    } else if (focusInside.current) {
      focusInside.current = false;
      button.current?.focus();
    }
  }, [open]);

  return (
    <>
      <button ref={button} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={PANEL_ID} onClick={toggleMenu}>
        <span className={styles.burger} aria-hidden="true" />
        Menu
      </button>
      <div ref={panel} id={PANEL_ID} className={styles.panel} hidden={!open} onFocus={focusEntered} onBlur={focusLeft}>
        <nav aria-label="Mobile">
          <NavList className={styles.links} linkClassName={styles.link} currentPage={currentPage} onNavigate={closeMenu} />
        </nav>
        <div className={styles.account}>
          <AccountControls buttonClassName={styles.accountButton} emailClassName={styles.email} placement="menu" currentPage={currentPage} />
        </div>
      </div>
    </>
  );
}
