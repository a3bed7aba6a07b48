import { startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { RenderErrorBoundary } from '../ui/RenderErrorBoundary';
import { RemoteFallback, type RemoteFallbackProps } from './RemoteFallback';
import { forgetRemote, loadRemoteComponent, type RemoteName } from './remotes';

type Load = { state: 'loading' } | { state: 'ready'; Component: ComponentType } | { state: 'failed' };

interface Props {
  remote: RemoteName;
  /** What holds the remote's place while it loads (sized like it, so nothing shifts). */
  placeholder: ReactNode;
  /** How the remote is named to a shopper in its fallback ("The shop"). */
  label: string;
  className?: string;
  /** What shows when the remote fails, if not the standard fallback (it must offer the same Retry). */
  fallback?: ComponentType<RemoteFallbackProps>;
}

/** Mounts one team's remote: placeholder while it loads, fallback with Retry if it fails or throws. */
export function RemoteSlot({ remote, placeholder, label, className, fallback: Fallback = RemoteFallback }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    loadRemoteComponent(remote).then(
      (Component) => {
        // A remote's first render can be a whole screen (the shop's grid): as a transition it yields to
        // the browser every few milliseconds instead of holding the main thread until it is done.
        if (current) startTransition(() => setLoad({ state: 'ready', Component }));
      },
      (error: unknown) => {
        console.warn(`[federation] ${remote} failed`, error);
        if (current) setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    forgetRemote(remote);
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, [remote]);

  const fallback = <Fallback label={label} onRetry={retry} />;
  return (
    <div className={className} data-remote={remote} aria-busy={load.state === 'loading'}>
      {load.state === 'loading' && placeholder}
      {load.state === 'failed' && fallback}
      {load.state === 'ready' && (
        <RenderErrorBoundary key={attempt} fallback={() => fallback}>
          <load.Component />
        </RenderErrorBoundary>
      )}
    </div>
  );
}
