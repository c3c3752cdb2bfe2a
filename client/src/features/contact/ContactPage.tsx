import { MessageSquareText } from 'lucide-react';
import { Card } from '@/ui/Card';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { JoinCard } from './JoinCard';

/**
 * Contact (/contact): the message form (POST /api/contact), the support address, phone, location and
 * social profiles, and the sign-up card.
 */
export default function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:py-10 lg:px-6">
      <header className="max-w-2xl space-y-3">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-primary-text">
          <MessageSquareText className="size-3.5" aria-hidden /> Contact
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Get in touch</h1>
        <p className="text-base leading-relaxed text-muted sm:text-lg">
          Questions about your account, a payment, a release or a listening party? Ideas for the community?
          Send us a message and the team will answer by email.
        </p>
      </header>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)]">
        <Card className="relative p-5 sm:p-8">
          <h2 id="contact-form-title" className="mb-6 text-xl font-bold">
            Send us a message
          </h2>
          <ContactForm />
        </Card>
        <div className="grid gap-6">
          <ContactDetails />
          <JoinCard />
        </div>
      </div>
    </div>
  );
}
