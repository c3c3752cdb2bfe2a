import { ACCOUNT_MESSAGES, accountDeletionSchema } from '@common/account';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, TriangleAlert, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/Dialog';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { FormAlert } from '@/ui/form/FormAlert';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { useServerError } from '@/ui/form/useServerError';
import { toast } from '@/ui/useToast';
import { deleteAccount, forgetSession } from './accountApi';
import { SettingsSection } from './SettingsSection';

type Field = 'password';

const passwordField = (message: string): Field | null =>
  message === ACCOUNT_MESSAGES.currentPasswordWrong || message === ACCOUNT_MESSAGES.passwordRequired
    ? 'password'
    : null;

/** The dialog's form: the password, then DELETE /api/user; the session ends with the account. */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const [, navigate] = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const { errorFor, blurProps, validateAll } = useFormValidation<Field>(accountDeletionSchema, { password });
  const server = useServerError<Field>(passwordField);
  const mutation = useMutation({
    mutationFn: (input: { password: string }) => deleteAccount(input),
    onSuccess: (answer) => {
      // Leave the protected page first, then forget the session and everything read with it.
      navigate('/', { replace: true });
      forgetSession();
      toast({ title: answer.message });
    },
    onError: server.show,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!validateAll()) return focusFirstInvalid(formRef.current);
    mutation.mutate({ password });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="grid gap-5">
      {server.formError ? <FormAlert>{server.formError}</FormAlert> : null}
      <TextField
        id="delete-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={(value) => {
          server.clear();
          setPassword(value);
        }}
        error={errorFor('password') ?? server.fieldError('password')}
        required
        autoFocus
        {...blurProps('password')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Keep my account
        </Button>
        <Button
          type="submit"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
          className="bg-red-700 shadow-none hover:bg-red-800"
        >
          {mutation.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden />
          ) : (
            <Trash2 aria-hidden />
          )}
          {mutation.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </div>
    </form>
  );
}

/** Danger zone: deleting the account, confirmed with the password in a dialog. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      description="This cannot be undone."
      icon={TriangleAlert}
      tone="danger"
    >
      <div className="grid gap-4 text-sm leading-relaxed text-foreground/85">
        <p>
          Your profile, avatar, email address, follows, likes, videos and inbox are removed and you are signed
          out everywhere. Your tracks become private; people who bought licences or editions keep their
          downloads, and payment records are kept for bookkeeping.
        </p>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button
              variant="outline"
              className="justify-self-start border-red-500/50 text-red-300 hover:border-red-400 hover:bg-red-500/10"
            >
              <Trash2 aria-hidden /> Delete account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Enter your password to confirm. Your account is deleted at once and cannot be restored.
              </DialogDescription>
            </DialogHeader>
            <DeleteAccountForm onCancel={() => setOpen(false)} />
          </DialogContent>
        </Dialog>
      </div>
    </SettingsSection>
  );
}
