import { useId } from 'react';
import { EMPTY_NEWSLETTER_FORM, NewsletterFormSchema, SUBSCRIBED_MESSAGE } from './newsletterForm';
import { useThankYouForm } from './useThankYouForm';
import { Field } from '../ui/Field';
import layout from './sectionLayout.module.css';
import styles from './Newsletter.module.css';

export function Newsletter() {
  const headingId = useId();
  const { register, errors, hydrated, onSubmit } = useThankYouForm(NewsletterFormSchema, EMPTY_NEWSLETTER_FORM, SUBSCRIBED_MESSAGE);

  return (
    <section id="newsletter" aria-labelledby={headingId} className={`${layout.section} ${styles.room}`}>
      <div className={styles.card}>
        <div>
          <h2 id={headingId} className={`${layout.heading} ${styles.heading}`}>
            Bulk updates by email
          </h2>
          <p className={styles.text}>New pack sizes, seasonal stock and trade offers, about once a month.</p>
        </div>
        <form className={styles.form} aria-label="Newsletter sign-up" noValidate onSubmit={onSubmit}>
          <Field label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')}>
            <button type="submit" className={layout.button} disabled={!hydrated}>
              Subscribe
            </button>
          </Field>
        </form>
      </div>
    </section>
  );
}
