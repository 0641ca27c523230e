import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/** The message of the first field, in screen order, that has one: for forms that show one message, not one per field. */
export function firstProblem<T extends FieldValues>(errors: FieldErrors<T>, order: Path<T>[]): string {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string') return message;
  }
  return '';
}
