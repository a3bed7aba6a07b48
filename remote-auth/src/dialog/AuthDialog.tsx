import { Dialog } from '@storefront/shared';
import { CredentialsForm } from '../forms/CredentialsForm';
import { useAuthUiStore } from '../store/authUiStore';
import { RecordRetry } from './RecordRetry';

/** One dialog, titled "Login" or "Register"; switching keeps it open and swaps the form inside. */
export function AuthDialog() {
  const mode = useAuthUiStore((state) => state.mode);
  const recordUnsaved = useAuthUiStore((state) => state.recordUnsaved);
  const close = useAuthUiStore((state) => state.close);
  return (
    <Dialog open={mode !== null} title={mode === 'register' ? 'Register' : 'Login'} onClose={close}>
      {recordUnsaved ? <RecordRetry /> : mode && <CredentialsForm key={mode} mode={mode} />}
    </Dialog>
  );
}
