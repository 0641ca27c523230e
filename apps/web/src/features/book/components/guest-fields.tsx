import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { BookDraft } from '../hooks/book-draft';
import type { DetailErrors } from '../hooks/guest-details';

type GuestFieldsProps = { draft: BookDraft; update: (change: Partial<BookDraft>) => void; errors: DetailErrors };

// A guest's contact details: the confirmation and the manage link go to this email. No account needed.
export function GuestFields({ draft, update, errors }: GuestFieldsProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 font-semibold text-navy">Your details</legend>
      <Field label="Name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={draft.name}
            onChange={(e) => update({ name: e.target.value })}
            autoComplete="name"
            aria-required="true"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone" error={errors.phone} hint="10 digits, for our call if anything changes.">
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={draft.phone}
              onChange={(e) => update({ phone: e.target.value })}
              aria-required="true"
            />
          )}
        </Field>
        <Field label="Email" error={errors.email} hint="Your confirmation and manage link go here.">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={draft.email}
              onChange={(e) => update({ email: e.target.value })}
              aria-required="true"
            />
          )}
        </Field>
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-navy has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2">
        <input
          type="checkbox"
          className="size-5 accent-teal"
          checked={draft.createAccount}
          onChange={(e) => update({ createAccount: e.target.checked })}
        />
        <span>
          Create my account
          <span className="block text-slate-600">We email you how to choose a password; next time, sign in and book in a few taps.</span>
        </span>
      </label>
    </fieldset>
  );
}
