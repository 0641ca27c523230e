import type { CategoryBody } from '@autospa/contract';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export function CategoryNameField() {
  const { register, formState } = useFormContext<CategoryBody>();
  return (
    <Field label="Category Name" error={formState.errors.name?.message} hint="A vehicle type, like Sedan or SUV">
      {(control) => <Input {...control} {...register('name')} autoComplete="off" aria-required="true" />}
    </Field>
  );
}
