import { useId } from 'react';
import { BRAND } from '../brand';
import layout from './sectionLayout.module.css';
import styles from './About.module.css';

/** The wholesaler's own figures, shown exactly as it gives them (not computed from the catalogue). */
const FIGURES = [
  { value: '1500+', label: 'products stocked' },
  { value: '300+', label: 'clients served' },
  { value: '1000+', label: 'deliveries made' },
] as const;

export function About() {
  const headingId = useId();
  return (
    <section id="about" aria-labelledby={headingId} className={`${layout.section} ${layout.columns} ${styles.room}`}>
      <div>
        <h2 id={headingId} className={layout.heading}>
          About us
        </h2>
        <p className={styles.established}>Established {BRAND.established}</p>
        <p className={layout.lead}>
          {BRAND.name} is a cash-and-carry wholesaler for traders and shoppers who buy in bulk: groceries, beverages,
          household goods, snacks, frozen food and personal care, in pack sizes that suit a corner shop, a café or a big
          family. Collect from our warehouse or have it delivered on our local rounds.
        </p>
      </div>
      <dl className={styles.figures}>
        {FIGURES.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
