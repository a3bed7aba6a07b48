import { RemoteSlot } from '../federation/RemoteSlot';
import { SECTIONS, type Section } from '../federation/remoteContract';
import { useRemoteStarted } from '../started/useStartup';
import styles from './RemoteSections.module.css';

/** Each section holds its room until the scheduler starts its remote. */
export function RemoteSections() {
  return (
    <>
      {SECTIONS.map((remote) => (
        <RemoteSection key={remote} remote={remote} />
      ))}
    </>
  );
}

function RemoteSection({ remote }: { remote: Section }) {
  const started = useRemoteStarted(remote);
  const label = `The ${remote}`;
  return (
    <section id={remote} aria-label={label} className={styles.section}>
      <RemoteSlot remote={remote} label={label} placeholder={null} start={started} />
    </section>
  );
}
