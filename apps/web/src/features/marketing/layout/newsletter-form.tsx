import { marketingMessages, newsletterProblems } from '@autospa/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCheckedForm } from '../shared/use-checked-form';
import { useSubscribeNewsletter } from './subscribe-newsletter';

export function NewsletterForm() {
  const id = useId();
  const { register, handleSubmit, reset, errors } = useCheckedForm({ email: '' }, newsletterProblems);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();
  const error = errors.email ?? failed;

  const clear = () => {
    setDone(null);
    setFailed(null);
  };
  const onSubmit = handleSubmit(({ email }) => {
    if (subscribe.isPending) return;
    clear();
    subscribe.mutate(
      { email: email.trim() },
      {
        onSuccess: (response) => {
          setDone(response.data?.message ?? marketingMessages.subscribed);
          reset({ email: '' });
        },
        onError: (err) => setFailed(errorMessage(err, marketingMessages.sendFailed)),
      },
    );
  }, clear);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="w-full max-w-md">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-slate-300">Car care tips and member offers, about once a month.</p>
      <label htmlFor={`${id}-email`} className="mt-4 block text-sm font-medium">
        Your e-mail
      </label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={`${id}-email`}
          type="email"
          {...register('email')}
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={subscribe.isPending} className="shrink-0">
          {subscribe.isPending && <Spinner />}
          Subscribe
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-300">
          {error}
        </p>
      )}
      {/* A live region from the start, so the thanks is announced; role="status" only while it has words. */}
      <p aria-live="polite" role={done ? 'status' : undefined} className={cn('text-sm font-medium text-emerald-300', done && 'mt-2')}>
        {done}
      </p>
    </form>
  );
}
