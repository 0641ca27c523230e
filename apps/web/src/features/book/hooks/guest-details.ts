import { emailField, phoneField, required } from '@autospa/contract';
import type { BookDraft } from './book-draft';

export type DetailErrors = Partial<Record<'name' | 'phone' | 'email' | 'address', string>>;

const nameField = required('Name', 100);
const addressField = required('Address', 300);
const problem = (field: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: string) => {
  const result = field.safeParse(v);
  return result.success ? undefined : result.error?.issues[0]?.message;
};

/** What the review still needs: a guest's name, phone and email; the address of a service at the door. */
export function checkDetails(draft: BookDraft, guest: boolean, atDoor: boolean): DetailErrors {
  const errors: DetailErrors = {};
  if (guest) {
    errors.name = problem(nameField, draft.name);
    errors.phone = problem(phoneField, draft.phone);
    errors.email = problem(emailField, draft.email);
  }
  if (atDoor) errors.address = problem(addressField, draft.address);
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v));
}
