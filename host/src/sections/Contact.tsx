import { useId } from 'react';
import { BRAND } from '../brand';
import { Field } from '../ui/Field';
import { BRAND_EMAIL_HREF, BRAND_PHONE_HREF } from './brandLinks';
import { ContactFormSchema, EMPTY_CONTACT_FORM, ENQUIRY_SENT_MESSAGE } from './contactForm';
import { useThankYouForm } from './useThankYouForm';
import layout from './sectionLayout.module.css';
import styles from './Contact.module.css';

export function Contact() {
  const headingId = useId();
  const { register, errors, hydrated, onSubmit } = useThankYouForm(ContactFormSchema, EMPTY_CONTACT_FORM, ENQUIRY_SENT_MESSAGE);

  return (
    <section id="contact" aria-labelledby={headingId} className={`${layout.section} ${layout.columns} ${styles.contact} ${styles.room}`}>
      <div className={styles.intro}>
        <h2 id={headingId} className={layout.heading}>
          Contact us
        </h2>
        <p className={layout.lead}>
          Ask about trade accounts, pallet prices or delivery days and we will get back to you. Prefer to talk?
          Call{' '}
          <a className={layout.link} href={BRAND_PHONE_HREF}>
            {BRAND.phone}
          </a>{' '}
          or email{' '}
          <a className={layout.link} href={BRAND_EMAIL_HREF}>
            {BRAND.email}
          </a>
          .
        </p>
      </div>
      <form className={styles.form} aria-label="Send an enquiry" noValidate onSubmit={onSubmit}>
        <p className={styles.required}>All fields are required.</p>
        <Field label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <Field label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <Field label="Enquiry" hint="Up to 1,000 characters." rows={6} required error={errors.enquiry?.message} {...register('enquiry')} />
        <button type="submit" className={layout.button} disabled={!hydrated}>
          Send enquiry
        </button>
      </form>
    </section>
  );
}
