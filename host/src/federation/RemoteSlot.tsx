import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { RenderErrorBoundary } from '../ui/RenderErrorBoundary';
import { RemoteFallback, type RemoteFallbackProps } from './RemoteFallback';
import type { RemoteName } from './remoteContract';
import { useGoneFiles } from './goneFiles';
import { forgetRemote, loadRemoteComponent } from './remotes';

/** A ready remote that came after its live build threw while rendering has no further build to try. */
type Load = { state: 'loading' } | { state: 'ready'; Component: ComponentType; afterRenderError: boolean } | { state: 'failed' };
type Request = { attempt: number; threw?: { error: unknown } };

interface Props {
  remote: RemoteName;
  /** Sized like the remote, so nothing shifts. */
  placeholder: ReactNode;
  label: string;
  className?: string;
  /** Must offer the same Retry as the standard one. */
  fallback?: ComponentType<RemoteFallbackProps>;
  start?: boolean;
}

/** A live build that throws while rendering is replaced once by its known-good build before the fallback shows. */
export function RemoteSlot({ remote, placeholder, label, className, fallback: Fallback = RemoteFallback, start = true }: Props) {
  const [request, setRequest] = useState<Request>({ attempt: 0 });
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!start) return undefined;
    let current = true;
    loadRemoteComponent(remote, request.threw).then(
      (Component) => {
        // As a transition, a whole-screen first render (the shop's grid) yields to the browser every few ms.
        if (current) startTransition(() => setLoad({ state: 'ready', Component, afterRenderError: request.threw !== undefined }));
      },
      (error: unknown) => {
        console.warn(`[federation] ${remote} failed`, error);
        if (current) setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, request, start]);

  // The running build's files have gone from its site: remount from the live build it was moved to.
  const moved = useGoneFiles((state) => state.moved[remote] ?? 0);
  const mountedFrom = useRef(moved);
  useEffect(() => {
    if (moved === mountedFrom.current) return;
    mountedFrom.current = moved;
    setLoad({ state: 'loading' });
    setRequest(({ attempt }) => ({ attempt: attempt + 1 }));
  }, [moved]);

  const retry = useCallback(() => {
    forgetRemote(remote);
    setLoad({ state: 'loading' });
    setRequest(({ attempt }) => ({ attempt: attempt + 1 }));
  }, [remote]);

  const renderFailed = useCallback((error: unknown) => {
    setLoad({ state: 'loading' });
    setRequest(({ attempt }) => ({ attempt: attempt + 1, threw: { error } }));
  }, []);

  const fallback = <Fallback label={label} onRetry={retry} />;
  return (
    <div className={className} data-remote={remote} aria-busy={load.state === 'loading'}>
      {load.state === 'loading' && placeholder}
      {load.state === 'failed' && fallback}
      {load.state === 'ready' && (
        <RenderErrorBoundary
          key={request.attempt}
          fallback={() => (load.afterRenderError ? fallback : placeholder)}
          onError={load.afterRenderError ? undefined : renderFailed}
        >
          <load.Component />
        </RenderErrorBoundary>
      )}
    </div>
  );
}
