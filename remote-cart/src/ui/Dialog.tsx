import { useId, type ReactNode } from 'react';
import { CloseButton } from './CloseButton';
import styles from './Dialog.module.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Closing it on unmount is what hands focus back to the button that opened it. */
function showModal(dialog: HTMLDialogElement) {
  dialog.showModal();
  return () => dialog.close();
}

/**
 * The checkout's modal: a native `<dialog>`, open for as long as it is rendered, so the browser traps
 * focus and puts it above the cart. Labelled by its title; Esc and "Close" call `onClose`.
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
        <CloseButton label="Close" onClick={onClose} />
      </div>
      {children}
    </dialog>
  );
}
