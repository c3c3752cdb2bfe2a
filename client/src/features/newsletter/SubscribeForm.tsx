import {
  looksLikeEmail,
  NEWSLETTER_MESSAGES,
  type NewsletterResult,
  type NewsletterSource,
} from '@common/newsletterMessages';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage, request } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';

/** The toast's title for an answer: a new address waits for its confirmation link. */
function resultTitle(result: NewsletterResult): string {
  if (result.alreadySubscribed) return 'Already subscribed';
  return result.status === 'pending' ? 'Check your inbox' : 'Subscribed!';
}

/**
 * The newsletter opt-in (POST /api/newsletter/subscribe), double opt-in: the server mails a confirmation
 * link and answers with the sentence to show ('check your inbox'), which stays under the form.
 * No schema library here: Home shows this form on its first load.
 */
export function SubscribeForm({
  source,
  idPrefix,
  stacked = false,
  className,
}: {
  source: NewsletterSource;
  /** Keeps the field's id unique when two forms share a page. */
  idPrefix: string;
  /** The button under the field at every width (a narrow column). */
  stacked?: boolean;
  className?: string;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (address: string) =>
      request<NewsletterResult>('POST', '/api/newsletter/subscribe', { body: { email: address, source } }),
    onSuccess: (result) => {
      setEmail('');
      toast({ title: resultTitle(result), description: result.message });
    },
    onError: (err) => {
      const message = errorMessage(err);
      setError(message);
      toast({ title: 'Subscription failed', description: message, variant: 'destructive' });
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    mutation.reset();
    if (!looksLikeEmail(email)) {
      setError(NEWSLETTER_MESSAGES.invalidEmail);
      toast({
        title: 'Subscription failed',
        description: NEWSLETTER_MESSAGES.invalidEmail,
        variant: 'destructive',
      });
      return;
    }
    setError(null);
    mutation.mutate(email.trim());
  }

  const fieldId = `${idPrefix}-email`;
  const errorId = `${idPrefix}-error`;
  return (
    <form onSubmit={handleSubmit} noValidate className={cn('relative grid gap-2', className)}>
      <div className={cn('flex flex-col gap-3', !stacked && 'sm:flex-row')}>
        <label htmlFor={fieldId} className="sr-only">
          Email address
        </label>
        <input
          id={fieldId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={mutation.isPending}
          className="h-11 w-full min-w-0 rounded-full border border-white/15 bg-black/30 px-4 text-sm outline-none placeholder:text-muted focus:border-primary aria-[invalid=true]:border-destructive disabled:opacity-60"
        />
        <Button type="submit" disabled={mutation.isPending} className={cn('h-11', !stacked && 'sm:w-36')}>
          {mutation.isPending ? <Spinner className="size-4 text-white" label="Subscribing" /> : null}
          {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="px-4 text-sm text-red-400">
          {error}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {mutation.isSuccess ? (
          <p
            className="flex items-start gap-2 rounded-2xl border border-emerald-500/30 bg-emerald-500/10 px-4 py-3 text-sm leading-relaxed text-emerald-50"
            data-testid={`${idPrefix}-result`}
          >
            <MailCheck className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden />
            <span>
              {mutation.data.message}
              {mutation.variables ? (
                <span className="mt-0.5 block break-all text-emerald-100/80">{mutation.variables}</span>
              ) : null}
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
