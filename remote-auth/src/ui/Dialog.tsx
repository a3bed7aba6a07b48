import { useId, type ReactNode } from 'react';
import styles from './Dialog.module.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Its close on unmount is what gives focus back to the control that opened it. */
function showModal(dialog: HTMLDialogElement) {
  dialog.showModal();
  return () => dialog.close();
}

/**
 * The sign-in modal, on the native `<dialog>` and open for as long as it is rendered: the browser traps
 * focus and puts it in the top layer. Labelled by its title; Esc and the × in the corner call `onClose`.
 */
export function Dialog({ title, onClose, children }: Props) {
  const titleId = useId();
  return (
    <dialog
      ref={showModal}
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
