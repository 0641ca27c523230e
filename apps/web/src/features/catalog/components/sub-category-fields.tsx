import type { CreateSubCategoryBody } from '@autospa/contract';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

type SubCategoryFieldsProps = {
  /** The category names for the dropdown; omitted in the edit popup, where only the name changes. */
  categories?: readonly string[];
};

export function SubCategoryFields({ categories }: SubCategoryFieldsProps) {
  const { register, formState } = useFormContext<CreateSubCategoryBody>();
  const errors = formState.errors;
  return (
    <>
      {categories && (
        <Field label="Category" error={errors.name?.message}>
          {(control) => (
            <Select {...control} {...register('name')} aria-required="true">
              <option value="">Select Category</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field label="SubCategory Name" error={errors.subName?.message} hint="Like Compact Sedan">
        {(control) => <Input {...control} {...register('subName')} autoComplete="off" aria-required="true" />}
      </Field>
    </>
  );
}
