import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field, send } from '@storefront/shared';
import { EMPTY_NEWSLETTER_FORM, NewsletterFormSchema, SUBSCRIBED_MESSAGE } from './newsletterForm';
import { useHydrated } from '../startup/useHydrated';
import layout from './sectionLayout.module.css';
import styles from './Newsletter.module.css';

/** The newsletter sign-up. Nothing is sent anywhere (spec §1, §7): it thanks and clears the field. */
export function Newsletter() {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(NewsletterFormSchema), defaultValues: EMPTY_NEWSLETTER_FORM });
  // Served as markup, the form works only once its code has come: until then it cannot be sent, and says so.
  const hydrated = useHydrated();

  const onValid = () => {
    send('ui/notify', { message: SUBSCRIBED_MESSAGE });
    reset();
  };

  return (
    <section id="newsletter" aria-labelledby={headingId} className={layout.section}>
      <div className={styles.card}>
        <div>
          <h2 id={headingId} className={`${layout.heading} ${styles.heading}`}>
            Bulk updates by email
          </h2>
          <p className={styles.text}>New pack sizes, seasonal stock and trade offers, about once a month.</p>
        </div>
        <form className={styles.form} aria-label="Newsletter sign-up" noValidate onSubmit={handleSubmit(onValid)}>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            adornment={
              <button type="submit" className={layout.button} disabled={!hydrated}>
                Subscribe
              </button>
            }
            {...register('email')}
          />
        </form>
      </div>
    </section>
  );
}
