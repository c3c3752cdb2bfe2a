import { NEWSLETTER_MESSAGES } from '@common/newsletterMessages';
import { useMutation } from '@tanstack/react-query';
import { MailCheck, MailX, Newspaper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { errorMessage } from '@/lib/api';
import { AccountCard } from '@/ui/AccountCard';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/form/FormAlert';
import { Spinner } from '@/ui/Spinner';
import { confirmSubscription } from './newsletterApi';

/** Where to go next: the newsletter's articles. */
function ReadLink() {
  return (
    <Button asChild size="lg" className="w-full">
      <Link href="/newsletter">
        <Newspaper aria-hidden /> Read the newsletter
      </Link>
    </Button>
  );
}

/** Confirms the token once (POST /api/newsletter/confirm), then shows the server's answer. */
function Confirmation({ token }: { token: string }) {
  const sent = useRef(false);
  const mutation = useMutation({
    mutationFn: (value: string) => confirmSubscription(value),
  });
  const { mutate } = mutation;

  useEffect(() => {
    // Once per page: posting the same token again would only repeat the answer.
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (mutation.isSuccess) {
    return (
      <AccountCard icon={MailCheck} title="Subscription confirmed">
        <FormAlert tone="success">
          <p>{mutation.data.message}</p>
          {mutation.data.email ? <p className="mt-1 break-all font-semibold">{mutation.data.email}</p> : null}
        </FormAlert>
        <ReadLink />
      </AccountCard>
    );
  }
  if (mutation.isError) {
    return (
      <AccountCard icon={MailX} title="Confirmation failed">
        <FormAlert>{errorMessage(mutation.error)}</FormAlert>
        <ReadLink />
      </AccountCard>
    );
  }
  return (
    <AccountCard icon={MailCheck} title="Confirming your subscription">
      <div className="flex items-center gap-3 text-sm text-muted">
        <Spinner className="size-5" label="Confirming" /> Checking your link...
      </div>
    </AccountCard>
  );
}

/** /newsletter/confirm?token=...: the page the newsletter's confirmation email links to. */
export default function NewsletterConfirmPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  if (!token) {
    return (
      <AccountCard icon={MailX} title="Confirmation failed">
        <FormAlert>{NEWSLETTER_MESSAGES.confirmInvalid}</FormAlert>
        <ReadLink />
      </AccountCard>
    );
  }
  return <Confirmation key={token} token={token} />;
}
