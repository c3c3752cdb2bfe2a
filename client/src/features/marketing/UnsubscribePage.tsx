import { MARKETING_MESSAGES, type UnsubscribeInfo } from '@common/marketing';
import { LoaderCircle, MailMinus, MailX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { ApiError, errorMessage } from '@/lib/api';
import { AccountCard } from '@/ui/AccountCard';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/form/FormAlert';
import { Spinner } from '@/ui/Spinner';
import { useUnsubscribe, useUnsubscribeInfo } from './marketingApi';

/** A token the server refused: unknown, forged or malformed. */
const isInvalid = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);

function HomeLink() {
  return (
    <Button asChild variant="outline" size="lg" className="w-full">
      <Link href="/">Go to Panda Nation</Link>
    </Button>
  );
}

function InvalidLink() {
  return (
    <AccountCard icon={MailX} title="Unsubscribe">
      <FormAlert>{MARKETING_MESSAGES.unsubscribeInvalid}</FormAlert>
      <HomeLink />
    </AccountCard>
  );
}

function Done({ info }: { info: UnsubscribeInfo }) {
  return (
    <AccountCard icon={MailMinus} title="Unsubscribed">
      <FormAlert tone="success">
        <p className="font-semibold">{MARKETING_MESSAGES.unsubscribed}</p>
        <p className="mt-1">
          <span className="break-all font-semibold">{info.email}</span> will no longer get {info.list}.
        </p>
      </FormAlert>
      <HomeLink />
    </AccountCard>
  );
}

function Confirm({ token, info }: { token: string; info: UnsubscribeInfo }) {
  const unsubscribe = useUnsubscribe(token);
  if (unsubscribe.isSuccess) return <Done info={unsubscribe.data} />;
  if (unsubscribe.isError && isInvalid(unsubscribe.error)) return <InvalidLink />;
  return (
    <AccountCard
      icon={MailMinus}
      title="Unsubscribe"
      intro={
        <>
          Stop sending <span className="font-semibold text-foreground">{info.list}</span> to{' '}
          <span className="break-all font-semibold text-foreground">{info.email}</span>?
        </>
      }
    >
      {unsubscribe.isError ? <FormAlert>{errorMessage(unsubscribe.error)}</FormAlert> : null}
      <Button
        size="lg"
        className="w-full"
        disabled={unsubscribe.isPending}
        aria-busy={unsubscribe.isPending || undefined}
        onClick={() => unsubscribe.mutate()}
      >
        {unsubscribe.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
      <p className="text-xs leading-relaxed text-muted">
        Messages about your account, such as password resets and receipts, are not affected.
      </p>
    </AccountCard>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const info = useUnsubscribeInfo(token);
  if (info.isPending) {
    return (
      <AccountCard icon={MailMinus} title="Unsubscribe">
        <div className="flex items-center gap-3 text-sm text-muted">
          <Spinner className="size-5" label="Checking the link" /> Checking the link...
        </div>
      </AccountCard>
    );
  }
  if (info.isError) {
    if (isInvalid(info.error)) return <InvalidLink />;
    return (
      <AccountCard icon={MailX} title="Unsubscribe">
        <FormAlert>{errorMessage(info.error)}</FormAlert>
        <Button size="lg" className="w-full" onClick={() => void info.refetch()}>
          Try again
        </Button>
      </AccountCard>
    );
  }
  if (info.data.unsubscribed) return <Done info={info.data} />;
  return <Confirm token={token} info={info.data} />;
}

/**
 * /unsubscribe?token=T, opened from the link in a campaign or newsletter email: shows the address and the
 * list, and one button leaves it. No sign-in is needed: the signed token says who and what.
 */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  if (!token) return <InvalidLink />;
  return <Unsubscribe key={token} token={token} />;
}
