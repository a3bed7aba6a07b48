import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { send, type z } from '@storefront/shared';
import { useHydrated } from '../started/useHydrated';

// No service takes the answer yet: it only thanks the shopper and empties the form. Served as markup, it can
// be sent only once hydrated (`hydrated`), so that a press before then cannot lose what was typed.
export function useThankYouForm<Input extends FieldValues, Output extends FieldValues>(schema: z.ZodMiniType<Output, Input>, empty: DefaultValues<Input>, thanks: string) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: empty });
  const hydrated = useHydrated();
  const onSubmit = form.handleSubmit(() => {
    send('ui/notify', { message: thanks });
    form.reset();
  });
  return { register: form.register, errors: form.formState.errors, hydrated, onSubmit };
}
