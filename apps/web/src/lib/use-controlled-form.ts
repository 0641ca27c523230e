import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver } from 'react-hook-form';

export type FieldMessages<T> = Partial<Record<keyof T & string, string>>;

/**
 * react-hook-form with a contract schema's resolver, for forms whose inputs are set from code (a select that
 * empties another, a picker that fills a field): the values, a setter, each field's first message, and the
 * form for `handleSubmit`. As everywhere, nothing is checked before the first submit; after it, a field is
 * checked again as it changes.
 */
export function useControlledForm<T extends FieldValues>(resolver: Resolver<T>, defaultValues: T) {
  const form = useForm<T>({ resolver, defaultValues: defaultValues as DefaultValues<T> });
  const { errors, isSubmitted } = form.formState;
  const values = form.watch();
  const messages = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message])) as FieldMessages<T>;
  const set = <K extends Path<T>>(field: K, value: PathValue<T, K>) => form.setValue(field, value, { shouldValidate: isSubmitted });
  return { form, values, set, errors: messages };
}
