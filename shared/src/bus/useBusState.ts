import { useCallback, useSyncExternalStore } from 'react';
import { getState, subscribe } from './bus';
import type { StatePayload, StateTopic } from './messages';

export function useBusState<T extends StateTopic>(topic: T): StatePayload<T> | undefined {
  const listen = useCallback((onChange: () => void) => subscribe(topic, onChange), [topic]);
  const read = useCallback(() => getState(topic), [topic]);
  return useSyncExternalStore(listen, read, read);
}
