import { looksLikeEmail, NEWSLETTER_MESSAGES, type NewsletterResult } from '@common/newsletterMessages';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { apiRequest, errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';

/** The newsletter opt-in: an email field and Subscribe (POST /api/newsletter/subscribe). */
export function NewsletterCard() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (address: string) =>
      (
        await apiRequest('POST', '/api/newsletter/subscribe', { email: address, source: 'home' })
      ).json() as Promise<NewsletterResult>,
    onSuccess: (result) => {
      setEmail('');
      toast({
        title: result.alreadySubscribed ? 'Already subscribed' : 'Subscribed!',
        description: result.message,
      });
    },
    onError: (err) => {
      const message = errorMessage(err);
      setError(message);
      toast({ title: 'Subscription failed', description: message, variant: 'destructive' });
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
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

  return (
    <section
      aria-labelledby="home-newsletter-title"
      className="relative grid gap-6 overflow-hidden rounded-3xl border border-primary/25 bg-gradient-to-br from-primary/20 via-[#221421] to-[#1b1b1f] p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center"
    >
      <div aria-hidden className="absolute -right-10 -top-10 size-40 rounded-full bg-primary/30 blur-3xl" />
      <div className="relative flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-strong text-white shadow-lg shadow-primary/40">
          <Mail className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="home-newsletter-title" className="text-xl font-bold">
            Join the Nation&apos;s newsletter
          </h2>
          <p className="mt-1.5 text-sm leading-relaxed text-foreground/75">
            New releases, live sessions and tips for independent artists, once a week. Unsubscribe any time.
          </p>
        </div>
      </div>
      <form onSubmit={handleSubmit} noValidate className="relative grid gap-2">
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
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
            aria-describedby={error ? 'newsletter-error' : undefined}
            disabled={mutation.isPending}
            className="h-11 w-full rounded-full border border-white/15 bg-black/30 px-4 text-sm outline-none placeholder:text-muted focus:border-primary aria-[invalid=true]:border-destructive disabled:opacity-60"
          />
          <Button type="submit" disabled={mutation.isPending} className="h-11 sm:w-36">
            {mutation.isPending ? <Spinner className="size-4 text-white" label="Subscribing" /> : null}
            {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </div>
        {error ? (
          <p id="newsletter-error" className="px-4 text-sm text-red-400">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
