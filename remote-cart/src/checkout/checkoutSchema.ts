import { z } from '@storefront/shared';
import { emailField, requiredText } from '@storefront/shared';

/** The payment methods the wholesaler takes (values as its order records name them), credit card first as the default. */
export const PAYMENT_METHODS = ['credit-card', 'paypal', 'bank-transfer'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  'credit-card': 'Credit card',
  paypal: 'PayPal',
  'bank-transfer': 'Bank transfer',
};

/** What the shopper types at checkout; every field is required. */
export const CheckoutSchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  address: requiredText('Address'),
  city: requiredText('City'),
  zip: requiredText('ZIP code'),
  paymentMethod: PaymentMethodSchema,
});
export type CheckoutDetails = z.infer<typeof CheckoutSchema>;
export type CheckoutInput = z.input<typeof CheckoutSchema>;

export const EMPTY_CHECKOUT: CheckoutInput = {
  name: '',
  email: '',
  address: '',
  city: '',
  zip: '',
  paymentMethod: 'credit-card',
};
