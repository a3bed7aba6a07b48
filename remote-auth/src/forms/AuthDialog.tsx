import { CredentialsForm } from './CredentialsForm';
import { useAuthUiStore } from '../store/authUiStore';
import { Dialog } from '../ui/Dialog';

/** One dialog, titled "Login" or "Register"; switching keeps it open and swaps the form inside. */
export function AuthDialog() {
  const mode = useAuthUiStore((state) => state.mode);
  const close = useAuthUiStore((state) => state.close);
  if (mode === null) return null;
  return (
    <Dialog title={mode === 'register' ? 'Register' : 'Login'} onClose={close}>
      <CredentialsForm key={mode} mode={mode} />
    </Dialog>
  );
}
