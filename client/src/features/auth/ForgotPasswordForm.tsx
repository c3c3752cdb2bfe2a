import { type AccountNotice, passwordResetRequestSchema, type PasswordResetRequest } from '@common/account';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, request } from '@/lib/api';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';

type Field = 'email';

/**
 * Asks for a password reset link (POST /api/password-reset). The answer is the server's sentence, the same
 * whatever the address, so it tells nobody which addresses have an account. A refused address shows under
 * the field, any other refusal (too many requests) above the button.
 */
export function ForgotPasswordForm({
  idPrefix,
  submitLabel = 'Send reset link',
}: {
  idPrefix: string;
  submitLabel?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState('');
  const { errorFor, blurProps, validateAll } = useFormValidation<Field>(passwordResetRequestSchema, {
    email,
  });
  const mutation = useMutation({
    mutationFn: async (input: PasswordResetRequest) =>
      await request<AccountNotice>('POST', '/api/password-reset', { body: input }),
  });

  // The answer replaces the form: the focus goes to it, so it is read out and nothing is lost.
  useEffect(() => {
    if (mutation.isSuccess) answerRef.current?.focus();
  }, [mutation.isSuccess]);

  if (mutation.isSuccess) {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-emerald-500/30 bg-emerald-500/10 p-4 text-sm leading-relaxed">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-emerald-400" aria-hidden />
        <p ref={answerRef} tabIndex={-1} role="status" className="outline-none" data-testid="reset-requested">
          {mutation.data.message}
        </p>
      </div>
    );
  }

  const failure = mutation.error;
  const fieldFailure =
    failure instanceof ApiError && failure.status === 400 ? failure.serverMessage : undefined;
  const formFailure = failure && !fieldFailure ? errorMessage(failure) : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Opened from the Login form: React passes a submit on through the portal to the form around it.
    event.stopPropagation();
    if (mutation.isPending) return;
    if (!validateAll()) return focusFirstInvalid(formRef.current);
    mutation.mutate({ email: email.trim() });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="grid gap-4">
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onValueChange={(value) => {
          mutation.reset();
          setEmail(value);
        }}
        error={errorFor('email') ?? fieldFailure}
        required
        {...blurProps('email')}
      />
      {formFailure ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-400">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {formFailure}
        </p>
      ) : null}
      <SubmitButton busy={mutation.isPending} busyLabel="Sending...">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
