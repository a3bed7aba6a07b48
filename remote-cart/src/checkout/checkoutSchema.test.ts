import { CheckoutSchema, EMPTY_CHECKOUT, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './checkoutSchema';

const valid = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  address: '1 Market Street',
  city: 'Leicester',
  zip: 'LE1 5WW',
  paymentMethod: 'credit-card',
};

function messages(input: unknown): Record<string, string | undefined> {
  const result = CheckoutSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the checkout rules', () => {
  it('accept complete details, trimmed', () => {
    const result = CheckoutSchema.safeParse({ ...valid, name: '  Asha Patel ' });
    expect(result.success && result.data.name).toBe('Asha Patel');
  });

  it('require every field, blank counting as missing', () => {
    expect(messages({ ...EMPTY_CHECKOUT, name: '   ', paymentMethod: undefined })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      address: 'Address is required',
      city: 'City is required',
      zip: 'ZIP code is required',
      paymentMethod: 'Choose a payment method',
    });
  });

  it('require an email address in email format', () => {
    expect(messages({ ...valid, email: 'asha@' })).toEqual({ email: 'Enter a valid email address, like name@example.com' });
  });

  it('take only the wholesaler’s payment methods, credit card by default', () => {
    expect(PAYMENT_METHODS).toEqual(['credit-card', 'paypal', 'bank-transfer']);
    expect(EMPTY_CHECKOUT.paymentMethod).toBe('credit-card');
    expect(PAYMENT_METHOD_LABELS).toEqual({ 'credit-card': 'Credit card', paypal: 'PayPal', 'bank-transfer': 'Bank transfer' });
    expect(messages({ ...valid, paymentMethod: 'cash' })).toEqual({ paymentMethod: 'Choose a payment method' });
  });
});
