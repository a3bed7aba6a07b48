import type { Ref } from 'react';
import { Spinner } from './Spinner';
import styles from './authForms.module.css';

interface Props {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function GoogleButton({ busy, disabled, onClick, ref }: Props) {
  return (
    <button ref={ref} type="button" className={styles.google} disabled={disabled} onClick={onClick}>
      {busy ? <Spinner /> : <GoogleMark />}
      Continue with Google
    </button>
  );
}

function GoogleMark() {
  return (
    <svg className={styles.googleMark} viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92a8.78 8.78 0 0 0 2.68-6.62z" />
      <path fill="#34A853" d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.33-1.58-5.04-3.71H.96v2.33A9 9 0 0 0 9 18z" />
      <path fill="#FBBC05" d="M3.96 10.71A5.41 5.41 0 0 1 3.68 9c0-.6.1-1.17.28-1.71V4.96H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.04l3-2.33z" />
      <path fill="#EA4335" d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.59A9 9 0 0 0 .96 4.96l3 2.33C4.67 5.16 6.66 3.58 9 3.58z" />
    </svg>
  );
}
