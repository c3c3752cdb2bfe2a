import {
  ACCOUNT_MESSAGES,
  type PasswordResetConfirm,
  resetLinkProblem,
  type ResetLinkStatus,
  resetPasswordFormSchema,
} from '@common/account';
import { AUTH_MESSAGES } from '@common/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound, LogIn } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ForgotPasswordForm } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api';
import { AccountCard } from '@/ui/AccountCard';
import { Button } from '@/ui/Button';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { FormAlert } from '@/ui/form/FormAlert';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { Spinner } from '@/ui/Spinner';
import { confirmPasswordReset, forgetSession, resetLinkStatusUrl } from './accountApi';

type Field = 'password' | 'confirmPassword';

const EMPTY: Record<Field, string> = { password: '', confirmPassword: '' };

const ASK_FOR_LINK =
  'Enter the email address of your account and we will send it a link to choose a new password.';

/** A refusal that means the link itself is no good (rather than the new password). */
const isBrokenLink = (message: string) =>
  message === ACCOUNT_MESSAGES.resetInvalid ||
  message === ACCOUNT_MESSAGES.resetUsed ||
  message === ACCOUNT_MESSAGES.resetExpired;

/**
 * Asks for a new link: when the page was opened without one, or, with what is wrong with it said first, for
 * a link that is used, expired or unknown.
 */
function RequestNewLink({ reason }: { reason?: string }) {
  return (
    <AccountCard icon={KeyRound} title="Reset your password" intro={reason ? undefined : ASK_FOR_LINK}>
      {reason ? (
        <>
          <FormAlert>{reason}</FormAlert>
          <p className="text-sm leading-relaxed text-muted">{ASK_FOR_LINK}</p>
        </>
      ) : null}
      <ForgotPasswordForm
        idPrefix="reset-request"
        submitLabel={reason ? 'Send a new link' : 'Send reset link'}
      />
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link href="/auth" className="font-medium text-primary-text underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </AccountCard>
  );
}

/** The new-password form of a reset link (POST /api/password-reset/confirm). */
function NewPasswordForm({ token }: { token: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const { errorFor, blurProps, validateAll } = useFormValidation<Field>(resetPasswordFormSchema, values);
  const mutation = useMutation({
    mutationFn: (input: PasswordResetConfirm) => confirmPasswordReset(input),
    // Every session of the account has ended, this browser's too if it was signed in.
    onSuccess: () => forgetSession(),
  });

  if (mutation.isSuccess) {
    return (
      <AccountCard icon={KeyRound} title="Password changed">
        <FormAlert tone="success">{ACCOUNT_MESSAGES.resetDone}</FormAlert>
        <Button asChild size="lg" className="w-full">
          <Link href="/auth">
            <LogIn aria-hidden /> Go to login
          </Link>
        </Button>
      </AccountCard>
    );
  }

  const failure = mutation.isError ? errorMessage(mutation.error) : null;
  if (
    failure &&
    mutation.error instanceof ApiError &&
    mutation.error.status === 400 &&
    isBrokenLink(failure)
  ) {
    return <RequestNewLink reason={failure} />;
  }
  const passwordFailure =
    failure === AUTH_MESSAGES.passwordTooShort || failure === AUTH_MESSAGES.passwordTooLong
      ? failure
      : undefined;
  const formFailure = failure && !passwordFailure ? failure : null;

  const field = (name: Field) => ({
    id: `reset-${name}`,
    type: 'password',
    autoComplete: 'new-password',
    value: values[name],
    onValueChange: (value: string) => {
      mutation.reset();
      setValues((current) => ({ ...current, [name]: value }));
    },
    required: true,
    ...blurProps(name),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!validateAll()) return focusFirstInvalid(formRef.current);
    mutation.mutate({ token, password: values.password });
  };

  return (
    <AccountCard
      icon={KeyRound}
      title="Choose a new password"
      intro="Setting a new password signs you out on every device; then log in with it."
    >
      <form
        ref={formRef}
        onSubmit={handleSubmit}
        noValidate
        aria-labelledby="account-card-title"
        className="grid gap-4"
      >
        {formFailure ? <FormAlert>{formFailure}</FormAlert> : null}
        <TextField
          {...field('password')}
          label="New password"
          placeholder="At least 6 characters"
          error={errorFor('password') ?? passwordFailure}
        />
        <TextField
          {...field('confirmPassword')}
          label="Confirm new password"
          placeholder="Type it again"
          error={errorFor('confirmPassword')}
        />
        <div className="pt-1">
          <SubmitButton busy={mutation.isPending} busyLabel="Saving...">
            Set new password
          </SubmitButton>
        </div>
      </form>
    </AccountCard>
  );
}

/**
 * A link's token checked first (GET /api/password-reset/status, which does not spend it): a used, expired or
 * unknown link says so at once and offers a new one, instead of a form that would fail when sent. When the
 * check itself fails (the server is away), the form is shown: sending it gives the same answer.
 */
function CheckedResetLink({ token }: { token: string }) {
  const check = useQuery<ResetLinkStatus>({
    queryKey: [resetLinkStatusUrl(token)],
    staleTime: 0,
    gcTime: 0,
  });
  if (check.isPending) {
    return (
      <AccountCard icon={KeyRound} title="Reset your password">
        <div className="flex items-center gap-3 text-sm text-muted">
          <Spinner className="size-5" label="Checking" /> Checking your link...
        </div>
      </AccountCard>
    );
  }
  const problem = check.data ? resetLinkProblem(check.data.status) : null;
  return problem ? <RequestNewLink reason={problem} /> : <NewPasswordForm token={token} />;
}

/**
 * /reset-password?token=...: the page a reset email links to. With a usable link, a new password and its
 * confirmation; without one, or when the link is used, expired or unknown, a form asking for a new link.
 */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  return token ? <CheckedResetLink key={token} token={token} /> : <RequestNewLink />;
}
