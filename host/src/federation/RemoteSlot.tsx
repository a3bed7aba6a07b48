import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { RenderErrorBoundary } from '../ui/RenderErrorBoundary';
import { RemoteFallback, type RemoteFallbackProps } from './RemoteFallback';
import type { RemoteName } from './remoteContract';
import { useGoneFiles } from './goneFiles';
import { forgetRemote, loadRemoteComponent } from './remotes';

/** A ready remote that came after its live build threw while rendering has no further build to try. */
type Load = { state: 'loading' } | { state: 'ready'; Component: ComponentType; afterRenderError: boolean } | { state: 'failed' };
/** What the slot asks for: a load (a new attempt each Retry), or its known-good build after a render error. */
type Request = { attempt: number; threw?: { error: unknown } };

interface Props {
  remote: RemoteName;
  /** What holds the remote's place while it loads (sized like it, so nothing shifts). */
  placeholder: ReactNode;
  /** How the remote is named to a shopper in its fallback ("The shop"). */
  label: string;
  className?: string;
  /** What shows when the remote fails, if not the standard fallback (it must offer the same Retry). */
  fallback?: ComponentType<RemoteFallbackProps>;
  /** Whether the remote may load yet; until then the placeholder holds its place (the shop waits for a shopper). */
  start?: boolean;
}

/**
 * Mounts one team's remote: placeholder while it loads, fallback with Retry if it fails or throws. A live
 * build that throws while rendering is replaced once by the remote's known-good build (remotes.ts) before
 * the fallback shows; a running build whose files have gone from its site, by its live build.
 */
export function RemoteSlot({ remote, placeholder, label, className, fallback: Fallback = RemoteFallback, start = true }: Props) {
  const [request, setRequest] = useState<Request>({ attempt: 0 });
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!start) return undefined;
    let current = true;
    loadRemoteComponent(remote, request.threw).then(
      (Component) => {
        // A remote's first render can be a whole screen (the shop's grid): as a transition it yields to
        // the browser every few milliseconds instead of holding the main thread until it is done.
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

  // The running build's files have gone from its site and the remote was moved to its live build
  // (remotes.ts): mounted afresh from there.
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
