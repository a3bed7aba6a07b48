import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from './CloseButton';
import styles from './Dialog.module.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs (product detail, checkout). */
  size?: 'narrow' | 'wide';
}

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, closes it on Esc, puts it in the top
 * layer and hands focus back to what opened it. Labelled by its title; a close button in the corner.
 */
export function Dialog({ open, title, onClose, children, size = 'narrow' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => open && onClose()}
    >
      {open && (
        <>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <CloseButton label="Close" onClick={onClose} />
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
