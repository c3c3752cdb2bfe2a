import { type RegisterFormValues, registerFormSchema } from '@common/auth';
import { ARTIST_TYPES, REGISTRATION_GENRES } from '@common/constants';
import { type FormEvent, useRef, useState } from 'react';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { SelectField } from '@/ui/form/SelectField';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { FormSection } from './FormSection';
import { toRegisterInput } from './registerPayload';
import { useAuth } from './useAuth';

type Values = Required<RegisterFormValues>;
type Field = keyof Values;
type TextFieldName = Exclude<Field, 'emailSubscribed'>;

const INITIAL: Values = {
  username: '',
  displayName: '',
  password: '',
  confirmPassword: '',
  email: '',
  userType: '',
  location: '',
  genre: '',
  bio: '',
  emailSubscribed: true,
};

/** The Register tab: account details and artist profile; AuthPage then sends the new user home. */
export function RegisterForm() {
  const { register, isRegistering } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(INITIAL);
  const { errorFor, blurProps, validateAll } = useFormValidation<Field>(registerFormSchema, values);
  const set = (field: TextFieldName) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: TextFieldName) => ({
    id: `register-${field}`,
    value: values[field],
    onValueChange: set(field),
    error: errorFor(field),
    ...blurProps(field),
  });
  const choice = (field: 'userType' | 'genre') => ({
    id: `register-${field}`,
    value: values[field],
    onValueChange: set(field),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validateAll()) return focusFirstInvalid(formRef.current);
    void register(toRegisterInput({ ...values, username: values.username.trim() }));
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="grid gap-6">
      <FormSection title="Account Details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            {...text('username')}
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="e.g. lunawaves"
            required
          />
          <TextField
            {...text('displayName')}
            label="Display Name"
            autoComplete="nickname"
            placeholder="How fans see you"
            optional
          />
          <TextField
            {...text('password')}
            label="Password"
            type="password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            required
          />
          <TextField
            {...text('confirmPassword')}
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            placeholder="Type it again"
            required
          />
        </div>
        <TextField
          {...text('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          optional
        />
      </FormSection>

      <FormSection title="Artist Profile">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            {...choice('userType')}
            label="Artist Type"
            placeholder="Select your artist type"
            options={ARTIST_TYPES}
            optional
          />
          <TextField
            {...text('location')}
            label="Location"
            autoComplete="address-level2"
            placeholder="City, Country"
            optional
          />
        </div>
        <SelectField
          {...choice('genre')}
          label="Genre"
          placeholder="Select your main genre"
          options={REGISTRATION_GENRES}
          optional
        />
        <TextAreaField
          {...text('bio')}
          label="Bio"
          rows={3}
          placeholder="Tell fans about your sound"
          optional
        />
        <CheckboxField
          id="register-emailSubscribed"
          label="Subscribe to email updates"
          description="News from artists you follow, new features and listening parties. Unsubscribe any time."
          checked={values.emailSubscribed}
          onCheckedChange={(checked) => setValues((current) => ({ ...current, emailSubscribed: checked }))}
        />
      </FormSection>

      <SubmitButton busy={isRegistering} busyLabel="Creating Account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
