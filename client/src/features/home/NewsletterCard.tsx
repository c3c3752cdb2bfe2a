import { ArrowRight, Mail } from 'lucide-react';
import { Link } from 'wouter';
import { SubscribeForm } from '@/features/newsletter';

/**
 * The newsletter opt-in: an email field and Subscribe. Double opt-in: the address is subscribed once the
 * link mailed to it is opened (/newsletter/confirm).
 */
export function NewsletterCard() {
  return (
    <section
      aria-labelledby="home-newsletter-title"
      className="relative grid grid-cols-1 gap-6 overflow-hidden rounded-3xl border border-primary/25 bg-gradient-to-br from-primary/20 via-[#221421] to-[#1b1b1f] p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center"
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
            New releases, live sessions and tips for independent artists, once a week. We email you a link to
            confirm your address; unsubscribe any time.
          </p>
          <Link
            href="/newsletter"
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary-text hover:underline"
          >
            Read the newsletter <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
      <SubscribeForm source="home" idPrefix="newsletter" />
    </section>
  );
}
