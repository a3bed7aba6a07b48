import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckoutSchema, EMPTY_CHECKOUT, type CheckoutDetails, type CheckoutInput } from './checkoutSchema';
import { Field } from '../ui/Field';
import { PaymentMethodField } from './PaymentMethodField';
import styles from './CheckoutForm.module.css';

/** Said where the browser knows it has no network; what was typed and the cart stay. */
export const NEEDS_CONNECTION = 'You’re offline. Placing an order needs a connection: your cart and these details are kept, so try again once you’re back online.';

interface Props {
  /** The cart total, already formatted. */
  total: string;
  onPlaceOrder: (details: CheckoutDetails) => void;
}

/**
 * Name, email, address, city, ZIP code and payment method, all required. Each rejected field shows its
 * message beside it and the first one takes focus; what was typed stays.
 */
export function CheckoutForm({ total, onPlaceOrder }: Props) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<CheckoutInput, unknown, CheckoutDetails>({
    resolver: zodResolver(CheckoutSchema),
    defaultValues: EMPTY_CHECKOUT,
    shouldFocusError: true,
  });
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const back = () => setOffline(false);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);

  const place = (details: CheckoutDetails) => {
    if (navigator.onLine) onPlaceOrder(details);
    else setOffline(true);
  };

  // Into the first field once the dialog has opened: the native dialog would otherwise focus its close
  // button, one Tab away from the first thing to fill in.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('name'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(place)}>
      <div className={styles.grid}>
        <Field label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <div className={styles.wide}>
          <Field label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        </div>
        <Field label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <Field label="ZIP code" autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
        <div className={styles.wide}>
          <PaymentMethodField input={register('paymentMethod')} error={errors.paymentMethod?.message} />
        </div>
      </div>
      {offline && (
        <p role="alert" className={styles.offline}>
          {NEEDS_CONNECTION}
        </p>
      )}
      <div className={styles.summary}>
        <p className={styles.total}>
          Total to pay <strong>{total}</strong>
        </p>
        <button type="submit" className={styles.submit}>
          Place order
        </button>
      </div>
    </form>
  );
}
