import { ACCOUNT_MESSAGES, passwordChangeSchema, type PasswordChange } from '@common/account';
import { AUTH_MESSAGES } from '@common/auth';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { z } from 'zod';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { FormAlert } from '@/ui/form/FormAlert';
import { SaveButton } from '@/ui/form/SaveButton';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { useServerError } from '@/ui/form/useServerError';
import { toast } from '@/ui/useToast';
import { changePassword } from './accountApi';
import { SettingsSection } from './SettingsSection';

/** The change-password form: the shared schema plus a confirm field that never leaves the browser. */
const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The field a refused change concerns: a wrong current password, or a new one the rules refuse. */
function passwordField(message: string): Field | null {
  if (message === ACCOUNT_MESSAGES.currentPasswordWrong || message === ACCOUNT_MESSAGES.passwordRequired)
    return 'currentPassword';
  if (message === AUTH_MESSAGES.passwordTooShort || message === AUTH_MESSAGES.passwordTooLong)
    return 'newPassword';
  return null;
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const { errorFor, blurProps, validateAll } = useFormValidation<Field>(passwordFormSchema, values);
  const server = useServerError<Field>(passwordField);
  const mutation = useMutation({
    mutationFn: (input: PasswordChange) => changePassword(input),
    onSuccess: (answer) => {
      toast({ title: answer.message });
      onChanged();
    },
    onError: server.show,
  });
  const field = (name: Field) => ({
    id: `password-${name}`,
    value: values[name],
    onValueChange: (value: string) => {
      server.clear();
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errorFor(name) ?? server.fieldError(name),
    type: 'password',
    ...blurProps(name),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!validateAll()) return focusFirstInvalid(formRef.current);
    mutation.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label="Change password"
      className="grid gap-4"
    >
      {server.formError ? <FormAlert>{server.formError}</FormAlert> : null}
      <TextField
        {...field('currentPassword')}
        label="Current password"
        autoComplete="current-password"
        required
        className="sm:max-w-[calc(50%-0.5rem)]"
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          {...field('newPassword')}
          label="New password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          required
        />
        <TextField
          {...field('confirmPassword')}
          label="Confirm new password"
          autoComplete="new-password"
          placeholder="Type it again"
          required
        />
      </div>
      <div>
        <SaveButton busy={mutation.isPending} busyLabel="Changing...">
          <KeyRound aria-hidden /> Change password
        </SaveButton>
      </div>
    </form>
  );
}

/** Password: current, new and confirm (POST /api/user/password); other sessions are signed out. */
export function PasswordSection() {
  // A new form after a change: empty fields and no messages from the previous attempt.
  const [round, setRound] = useState(0);
  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Changing it keeps you signed in here and signs out your other devices."
      icon={KeyRound}
    >
      <PasswordForm key={round} onChanged={() => setRound((current) => current + 1)} />
    </SettingsSection>
  );
}
