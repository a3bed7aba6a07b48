import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { send, type z } from '@storefront/shared';
import { useHydrated } from '../started/useHydrated';

/**
 * A lower section's form whose valid answer goes nowhere (no service takes it yet): it thanks the shopper through
 * the notification bar and empties itself. Served as markup, it can be sent only once its code has
 * hydrated it (`hydrated`, for its submit button), so a press before then cannot lose what was typed.
 */
export function useThankYouForm<Input extends FieldValues, Output extends FieldValues>(schema: z.ZodMiniType<Output, Input>, empty: DefaultValues<Input>, thanks: string) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: empty });
  const hydrated = useHydrated();
  const onSubmit = form.handleSubmit(() => {
    send('ui/notify', { message: thanks });
    form.reset();
  });
  return { register: form.register, errors: form.formState.errors, hydrated, onSubmit };
}
