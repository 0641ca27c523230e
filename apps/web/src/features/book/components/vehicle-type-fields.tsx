import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useCategoryChoices, useSubCategoryChoices } from '../api/get-choices';

type VehicleTypeFieldsProps = {
  categoryName: string;
  subName: string;
  onChange: (type: { categoryName: string; subName: string }) => void;
  error?: string | undefined;
  /** A customer's booking needs the SubCategory where its type has some (create-booking asks for one). */
  subRequired?: (categoryName: string) => boolean;
  subError?: string | undefined;
};

// The car's type: a Category (SPEC.md: categories are vehicle types) and, if the customer likes, a SubCategory.
export function VehicleTypeFields({ categoryName, subName, onChange, error, subRequired, subError }: VehicleTypeFieldsProps) {
  const categories = useCategoryChoices();
  const subCategories = useSubCategoryChoices();
  const subs = (subCategories.data ?? []).filter((s) => s.category.name.toLowerCase() === categoryName.toLowerCase());
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Vehicle type" error={error}>
        {(control) => (
          <Select
            {...control}
            value={categoryName}
            onChange={(e) => onChange({ categoryName: e.target.value, subName: '' })}
            aria-required="true"
          >
            <option value="">{categories.isPending ? 'Loading...' : 'Select Category'}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c._id} value={c.name}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={subRequired?.(categoryName) ? 'SubCategory' : 'SubCategory (optional)'}
        hint={categoryName && subs.length === 0 ? 'None for this type.' : undefined}
        error={subError}
      >
        {(control) => (
          <Select
            {...control}
            value={subName}
            onChange={(e) => onChange({ categoryName, subName: e.target.value })}
            disabled={subs.length === 0}
          >
            <option value="">Select SubCategory</option>
            {subs.map((s) => (
              <option key={s._id} value={s.subName}>
                {s.subName}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
