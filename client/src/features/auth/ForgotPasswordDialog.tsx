import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/Dialog';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** 'Forgot password?' on the Login tab: a dialog asking for the address to send a reset link to. */
export function ForgotPasswordDialog() {
  return (
    <Dialog>
      <DialogTrigger className="rounded text-sm font-medium text-primary-text underline-offset-4 hover:underline">
        Forgot password?
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter the email address of your account. We will send it a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        <ForgotPasswordForm idPrefix="forgot" />
      </DialogContent>
    </Dialog>
  );
}
