import { ACCOUNT_MESSAGES, emailChangeSchema, type EmailChange } from '@common/account';
import { AUTH_MESSAGES, type PublicUser } from '@common/auth';
import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, Clock, Mail, MailWarning, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { FormAlert } from '@/ui/form/FormAlert';
import { SaveButton } from '@/ui/form/SaveButton';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { useServerError } from '@/ui/form/useServerError';
import { toast } from '@/ui/useToast';
import { changeEmail, resendVerification, setSessionUser } from './accountApi';
import { SettingsSection } from './SettingsSection';

type Field = keyof EmailChange;

const EMPTY: Record<Field, string> = { email: '', password: '' };

/** The field a refused email change concerns. */
function emailChangeField(message: string): Field | null {
  if (message === ACCOUNT_MESSAGES.currentPasswordWrong || message === ACCOUNT_MESSAGES.passwordRequired)
    return 'password';
  if (message === ACCOUNT_MESSAGES.emailSame || message === AUTH_MESSAGES.emailInvalid) return 'email';
  return null;
}

/** 'Resend verification email' (POST /api/email-verification/resend) with its answer shown under it. */
function ResendVerification() {
  const resend = useMutation({
    mutationFn: () => resendVerification(),
  });
  return (
    <div className="grid gap-2">
      <div>
        <Button
          variant="subtle"
          size="sm"
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
          onClick={() => resend.mutate()}
        >
          <Send aria-hidden /> {resend.isPending ? 'Sending...' : 'Resend verification email'}
        </Button>
      </div>
      {resend.isSuccess ? <FormAlert tone="success">{resend.data.message}</FormAlert> : null}
      {resend.isError ? <FormAlert>{errorMessage(resend.error)}</FormAlert> : null}
    </div>
  );
}

/** The change-address form: the new address and the password; the address waits for its link. */
function ChangeEmailForm({ hasEmail, onSent }: { hasEmail: boolean; onSent: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const { errorFor, blurProps, validateAll } = useFormValidation<Field>(emailChangeSchema, values);
  const server = useServerError<Field>(emailChangeField);
  const mutation = useMutation({
    mutationFn: (input: EmailChange) => changeEmail(input),
    onSuccess: (answer) => {
      setSessionUser(answer.user);
      toast({ title: answer.message });
      onSent();
    },
    onError: server.show,
  });
  const field = (name: Field) => ({
    id: `email-change-${name}`,
    value: values[name],
    onValueChange: (value: string) => {
      server.clear();
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errorFor(name) ?? server.fieldError(name),
    ...blurProps(name),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!validateAll()) return focusFirstInvalid(formRef.current);
    mutation.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="email-change-title"
      className="grid gap-4 border-t border-white/10 pt-5"
    >
      <div>
        <h3 id="email-change-title" className="font-semibold">
          {hasEmail ? 'Change email address' : 'Add an email address'}
        </h3>
        <p className="mt-0.5 text-sm text-muted">
          We send a link to the new address; it replaces the current one once you open it.
        </p>
      </div>
      {server.formError ? <FormAlert>{server.formError}</FormAlert> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          {...field('email')}
          label="New email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={254}
          required
        />
        <TextField
          {...field('password')}
          label="Current password"
          type="password"
          autoComplete="current-password"
          placeholder="To confirm it is you"
          required
        />
      </div>
      <div>
        <SaveButton busy={mutation.isPending} busyLabel="Sending...">
          <Mail aria-hidden /> Send verification link
        </SaveButton>
      </div>
    </form>
  );
}

/** Email: the current address and whether it is verified, a pending new address, and the change form. */
export function EmailSection({ user }: { user: PublicUser }) {
  const unverified = Boolean(user.email) && !user.emailVerified;
  // A new form after a change: empty fields and no messages from the previous attempt.
  const [round, setRound] = useState(0);
  return (
    <SettingsSection
      id="email"
      title="Email"
      description="Where we send password resets, receipts and the updates you choose below."
      icon={Mail}
    >
      <div className="grid gap-5">
        <div className="grid gap-3 rounded-xl border border-white/10 bg-background/50 p-4">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-widest text-muted">Current address</p>
              <p className="mt-1 break-all font-medium" data-testid="current-email">
                {user.email ?? 'No email address yet'}
              </p>
            </div>
            {user.email ? (
              user.emailVerified ? (
                <Badge>
                  <BadgeCheck className="size-3.5" aria-hidden /> Verified
                </Badge>
              ) : (
                <Badge variant="gold">
                  <MailWarning className="size-3.5" aria-hidden /> Not verified
                </Badge>
              )
            ) : null}
          </div>
          {user.pendingEmail ? (
            <div className="flex items-start gap-3 rounded-lg border border-amber-400/25 bg-amber-400/10 p-3 text-sm">
              <Clock className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
              <p className="min-w-0">
                <span className="break-all font-semibold">{user.pendingEmail}</span>{' '}
                <span className="text-amber-100/90">
                  is waiting for verification. Open the link we sent to it; until then your current address
                  stays in use.
                </span>
              </p>
            </div>
          ) : unverified ? (
            <p className="text-sm text-muted">Open the link we sent to this address to verify it.</p>
          ) : null}
          {user.pendingEmail || unverified ? (
            // A new address to verify starts without the previous answer.
            <ResendVerification key={user.pendingEmail ?? user.email} />
          ) : null}
        </div>
        <ChangeEmailForm
          key={round}
          hasEmail={Boolean(user.email)}
          onSent={() => setRound((current) => current + 1)}
        />
      </div>
    </SettingsSection>
  );
}
