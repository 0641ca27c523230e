import type { UseFormRegisterReturn } from 'react-hook-form';
import { upperCased } from '@/lib/upper-case-input';
import { Field } from './field';
import { Input } from './input';

type GstinFieldProps = { registered: UseFormRegisterReturn<'gstin'>; error?: string | undefined; hint: string };

/** A GSTIN box: 15 characters, upper-cased as typed, in a fixed-width font. */
export function GstinField({ registered, error, hint }: GstinFieldProps) {
  return (
    <Field label="GSTIN" error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          {...upperCased(registered)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          className="font-mono tracking-wide uppercase"
        />
      )}
    </Field>
  );
}
