import { messages, type UpdateSettingsBody } from '@autospa/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateSettings } from '../api/update-settings';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Saves part of the settings and keeps what came of it: the server's message, or why it failed. */
export function useSaveSettings() {
  const update = useUpdateSettings();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = (body: UpdateSettingsBody, onSaved?: () => void) => {
    setOutcome(null);
    update.mutate(body, {
      onSuccess: (data) => {
        setOutcome({ tone: 'success', text: data?.message || messages.settings.updated });
        onSaved?.();
        // The public site's data (root loader: hours, business details) is read again for the pages opened next.
        void revalidator.revalidate();
      },
      onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error, 'Failed to update settings.') }),
    });
  };
  return { save, pending: update.isPending, outcome };
}

type SettingsFormFrameProps = {
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  outcome: Outcome;
  saveLabel: string;
  children: ReactNode;
};

// One section of the Settings screen: its fields, a failure above them, the save button and the success beside it.
export function SettingsFormFrame({ onSubmit, pending, outcome, saveLabel, children }: SettingsFormFrameProps) {
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="max-w-md space-y-5" aria-busy={pending}>
      <FormAlert message={outcome?.tone === 'error' ? outcome.text : null} />
      {children}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={pending} className="sm:min-w-40">
          {pending && <Spinner />}
          {pending ? 'Saving...' : saveLabel}
        </Button>
        <FormStatus message={outcome?.tone === 'success' ? outcome.text : null} tone="success" />
      </div>
    </form>
  );
}
