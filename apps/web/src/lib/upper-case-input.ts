import type { UseFormRegisterReturn } from 'react-hook-form';

/** A registered text field that upper-cases what is typed (a GSTIN), keeping the caret where it was. */
export function upperCased<N extends string>(registered: UseFormRegisterReturn<N>): UseFormRegisterReturn<N> {
  return {
    ...registered,
    onChange: (e) => {
      const input = e.target as HTMLInputElement;
      const { selectionStart, selectionEnd, value } = input;
      if (value !== value.toUpperCase()) {
        input.value = value.toUpperCase();
        input.setSelectionRange(selectionStart, selectionEnd);
      }
      return registered.onChange(e);
    },
  };
}
