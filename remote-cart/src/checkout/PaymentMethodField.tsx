import { useId, type ComponentPropsWithRef } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './checkoutSchema';
import styles from './PaymentMethodField.module.css';

interface Props {
  /** react-hook-form's `register('paymentMethod')`, spread on every radio. */
  input: ComponentPropsWithRef<'input'>;
  error?: string;
}

/** The payment method as a radio group: three choices are quicker to read than a closed select. */
export function PaymentMethodField({ input, error }: Props) {
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>Payment method</legend>
      <div className={styles.options}>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className={styles.option}>
            <input type="radio" value={method} className={styles.radio} {...input} />
            {PAYMENT_METHOD_LABELS[method]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
