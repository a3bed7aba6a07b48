import { CredentialsForm } from './CredentialsForm';
import { useAuthUiStore } from '../store/authUiStore';
import { Dialog } from '../ui/Dialog';
import { RecordRetry } from './RecordRetry';

/** One dialog, titled "Login" or "Register"; switching keeps it open and swaps the form inside. */
export function AuthDialog() {
  const mode = useAuthUiStore((state) => state.mode);
  const recordUnsaved = useAuthUiStore((state) => state.recordUnsaved);
  const close = useAuthUiStore((state) => state.close);
  if (mode === null) return null;
  return (
    <Dialog title={mode === 'register' ? 'Register' : 'Login'} onClose={close}>
      {recordUnsaved ? <RecordRetry /> : <CredentialsForm key={mode} mode={mode} />}
    </Dialog>
  );
}
