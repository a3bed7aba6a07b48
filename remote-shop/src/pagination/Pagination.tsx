import styles from './Pagination.module.css';

interface Props {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Prev, every page number, Next. The current page is marked for assistive technology too. */
export function Pagination({ page, pageCount, onChange }: Props) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className={styles.bar} aria-label="Pages">
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Prev
      </button>
      <ol className={styles.numbers}>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.number}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.step} disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
