import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FormAlert } from '@/ui/form/FormAlert';
import { stopDigest } from './notificationsApi';

/** /notifications/unsubscribe?token=: the daily notification email's unsubscribe page (no sign-in needed). */
export default function DigestUnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const mutation = useMutation({ mutationFn: () => stopDigest(token) });
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <Card className="p-6 sm:p-8">
        <MailX className="size-8 text-primary-text" aria-hidden />
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight">Stop the daily notification email</h1>
        {mutation.isSuccess ? (
          <p className="mt-3" role="status">
            {mutation.data.message} Notifications still show in the app.{' '}
            <Link href="/settings#notifications" className="text-primary-text underline">
              Your settings
            </Link>
          </p>
        ) : (
          <>
            <p className="mt-3 text-muted">
              Every kind you get by email goes back to the app only. You can choose again in your settings.
            </p>
            <Button
              className="mt-5"
              disabled={!token || mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              Stop these emails
            </Button>
          </>
        )}
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        {!token ? <FormAlert>This unsubscribe link is not valid.</FormAlert> : null}
      </Card>
    </div>
  );
}
