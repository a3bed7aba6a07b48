import { RemoteSlot } from '../federation/RemoteSlot';
import { remotesIn, type RemoteName } from '../federation/remoteContract';
import { useRemoteStarted } from '../started/useStartup';
import styles from './RemoteSections.module.css';

/**
 * The remotes whose slot stands below the shop (federation/remoteContract.ts), each in a section of its own
 * with its name as id, in the contract's order: the scheduler starts each when its section comes on screen
 * or warm (startup/schedule.ts), and the section holds its room until then.
 */
export function RemoteSections() {
  return (
    <>
      {remotesIn('below the shop').map((remote) => (
        <RemoteSection key={remote} remote={remote} />
      ))}
    </>
  );
}

function RemoteSection({ remote }: { remote: RemoteName }) {
  const started = useRemoteStarted(remote);
  const label = `The ${remote}`;
  return (
    <section id={remote} aria-label={label} className={styles.section}>
      <RemoteSlot remote={remote} label={label} placeholder={null} start={started} />
    </section>
  );
}
