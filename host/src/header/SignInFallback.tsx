import { useEffect } from 'react';
import { RemoteFallback, type RemoteFallbackProps } from '../federation/RemoteFallback';
import { signInSlotFailed } from './signInSlot';

/** The auth slot's fallback: the standard one, and the header learns that Login cannot work yet. */
export function SignInFallback(props: RemoteFallbackProps) {
  const { onRetry } = props;
  useEffect(() => signInSlotFailed(onRetry), [onRetry]);
  return <RemoteFallback {...props} />;
}
