import { loginSchema } from '@common/auth';
import { type FormEvent, useRef, useState } from 'react';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { useAuth } from './useAuth';

type LoginField = 'username' | 'password';

/** The Login tab: username and password; once signed in, AuthPage sends the visitor home. */
export function LoginForm() {
  const { login, isLoggingIn } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const { errorFor, blurProps, validateAll } = useFormValidation<LoginField>(loginSchema, values);
  const set = (field: LoginField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validateAll()) return focusFirstInvalid(formRef.current);
    void login({ username: values.username.trim(), password: values.password });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="grid gap-4">
      <TextField
        id="login-username"
        label="Username"
        value={values.username}
        onValueChange={set('username')}
        error={errorFor('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="Your username"
        required
        {...blurProps('username')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        value={values.password}
        onValueChange={set('password')}
        error={errorFor('password')}
        autoComplete="current-password"
        placeholder="Your password"
        required
        {...blurProps('password')}
      />
      <div className="-mt-1 flex justify-end">
        <ForgotPasswordDialog />
      </div>
      <div className="pt-1">
        <SubmitButton busy={isLoggingIn} busyLabel="Logging in...">
          Login
        </SubmitButton>
      </div>
    </form>
  );
}
