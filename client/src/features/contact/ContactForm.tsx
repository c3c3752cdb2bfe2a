import { CONTACT, CONTACT_MESSAGES } from '@common/contact';
import { CircleCheckBig } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MessageForm } from './MessageForm';

/** What replaces the form for a few seconds once a message is sent. */
function SentNotice() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The Send button is gone: the focus moves to the notice so it is not lost and the notice is read.
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid="contact-sent"
      className="grid min-h-[24rem] sm:min-h-[30rem] place-items-center rounded-2xl border border-emerald-400/30 bg-emerald-400/[0.07] p-8 text-center outline-none"
    >
      <div>
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-400/15 text-emerald-300 ring-1 ring-emerald-400/30">
          <CircleCheckBig className="size-8" aria-hidden />
        </span>
        <p className="mt-5 text-xl font-bold">{CONTACT_MESSAGES.successTitle}</p>
        <p className="mt-2 text-muted">{CONTACT_MESSAGES.successBody}</p>
      </div>
    </div>
  );
}

/**
 * The form, or after a successful send the success notice for CONTACT.noticeMs, after which an empty
 * form comes back.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      setSent(false);
      setRound((current) => current + 1);
    }, CONTACT.noticeMs);
    return () => window.clearTimeout(timer);
  }, [sent]);

  if (sent) return <SentNotice />;
  return <MessageForm key={round} focusOnMount={round > 0} onSent={() => setSent(true)} />;
}
