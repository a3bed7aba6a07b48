import { useId, type ReactNode } from 'react';
import styles from './Dialog.module.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Closing the dialog as it unmounts is what hands focus back to the control that opened it. */
function openWhileMounted(dialog: HTMLDialogElement) {
  dialog.showModal();
  return () => dialog.close();
}

/**
 * The product detail's modal, open while it is rendered, on the native `<dialog>`: the browser traps
 * focus and puts it in the top layer. Labelled by its title; Esc and the × in the corner call `onClose`.
 */
export function Dialog({ title, onClose, children }: Props) {
  const titleId = useId();
  return (
    <dialog
      ref={openWhileMounted}
      // A server's render is read with no script: there the dialog is open in place, never modal.
      open={typeof document === 'undefined' || undefined}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
