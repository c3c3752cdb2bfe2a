import { ACCOUNT_MESSAGES } from '@common/account';
import { useMutation } from '@tanstack/react-query';
import { Home, MailCheck, MailX, Settings } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { useAuth, USER_QUERY_KEY } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { AccountCard } from '@/ui/AccountCard';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/form/FormAlert';
import { Spinner } from '@/ui/Spinner';
import { confirmEmail } from './accountApi';

/** Where to go next: Settings for a signed-in person (to see the address or ask for a new link), else home. */
function NextStep({ signedIn, failed }: { signedIn: boolean; failed: boolean }) {
  if (signedIn) {
    return (
      <Button asChild size="lg" className="w-full">
        <Link href="/settings">
          <Settings aria-hidden /> {failed ? 'Ask for a new link in Settings' : 'Go to Settings'}
        </Link>
      </Button>
    );
  }
  return (
    <div className="grid gap-3">
      <Button asChild size="lg" className="w-full">
        <Link href={failed ? '/auth' : '/'}>
          {failed ? null : <Home aria-hidden />}
          {failed ? 'Log in to ask for a new link' : 'Go to Panda Nation'}
        </Link>
      </Button>
    </div>
  );
}

/** Confirms the token once (POST /api/email-verification/confirm), then shows the answer. */
function Verification({ token }: { token: string }) {
  const { user } = useAuth();
  const sent = useRef(false);
  const mutation = useMutation({
    mutationFn: (value: string) => confirmEmail(value),
    // The session's user (address, verified flag) is read again wherever it shows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
  const { mutate } = mutation;

  useEffect(() => {
    // Once per page: a second post of a used token would only answer 'already used'.
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (mutation.isSuccess) {
    return (
      <AccountCard icon={MailCheck} title="Email verified">
        <FormAlert tone="success">
          <p>{ACCOUNT_MESSAGES.verificationDone}</p>
          {mutation.data.email ? <p className="mt-1 break-all font-semibold">{mutation.data.email}</p> : null}
        </FormAlert>
        <NextStep signedIn={Boolean(user)} failed={false} />
      </AccountCard>
    );
  }
  if (mutation.isError) {
    return (
      <AccountCard icon={MailX} title="Verification failed">
        <FormAlert>{errorMessage(mutation.error)}</FormAlert>
        <NextStep signedIn={Boolean(user)} failed />
      </AccountCard>
    );
  }
  return (
    <AccountCard icon={MailCheck} title="Verifying your email">
      <div className="flex items-center gap-3 text-sm text-muted">
        <Spinner className="size-5" label="Verifying" /> Checking your link...
      </div>
    </AccountCard>
  );
}

/** /verify-email?token=...: the page a verification email links to. Works signed in or out. */
export default function VerifyEmailPage() {
  const { user } = useAuth();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  if (!token) {
    return (
      <AccountCard icon={MailX} title="Verification failed">
        <FormAlert>{ACCOUNT_MESSAGES.verificationInvalid}</FormAlert>
        <NextStep signedIn={Boolean(user)} failed />
      </AccountCard>
    );
  }
  return <Verification key={token} token={token} />;
}
