import { ACCOUNT_MESSAGES, profileUpdateSchema, type ProfileUpdate } from '@common/account';
import type { PublicUser } from '@common/auth';
import { ARTIST_TYPES, REGISTRATION_GENRES } from '@common/constants';
import { useMutation } from '@tanstack/react-query';
import { Save, UserRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { controlClass } from '@/ui/form/fieldStyles';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { FormAlert } from '@/ui/form/FormAlert';
import { FormField } from '@/ui/form/FormField';
import { SaveButton } from '@/ui/form/SaveButton';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { useServerError } from '@/ui/form/useServerError';
import { toast } from '@/ui/useToast';
import { setSessionUser, updateUser } from './accountApi';
import { GenrePicker } from './GenrePicker';
import { SettingsSection } from './SettingsSection';

type TextName = 'displayName' | 'bio' | 'location';
type Field = TextName | 'userType' | 'genres';

interface Values {
  displayName: string;
  bio: string;
  location: string;
  userType: string;
  genres: string[];
}

function initialValues(user: PublicUser): Values {
  return {
    displayName: user.displayName ?? '',
    bio: user.bio ?? '',
    location: user.location ?? '',
    userType: user.userType,
    genres: user.genres,
  };
}

/** What PATCH /api/user receives: empty texts clear a field. */
function toPayload(values: Values): ProfileUpdate {
  return {
    displayName: values.displayName,
    bio: values.bio,
    location: values.location,
    userType: values.userType || undefined,
    genres: values.genres,
  };
}

/**
 * The artist types to choose from. A stored type that is not in the list (the default 'artist', or one
 * from before the list changed) comes first, so the select always shows what is stored.
 */
function artistTypeChoices(stored: string) {
  const types: readonly string[] = ARTIST_TYPES;
  const extra = stored && !types.includes(stored) ? [stored] : [];
  return [...extra, ...types].map((type) => ({
    value: type,
    label: type.charAt(0).toUpperCase() + type.slice(1),
  }));
}

/** Profile: display name, bio, location, genres and artist type (PATCH /api/user). */
export function ProfileSection({ user }: { user: PublicUser }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => initialValues(user));
  // Genres stored before the list changed stay choosable, so saving never drops them silently.
  const [genreOptions] = useState(() => [
    ...REGISTRATION_GENRES,
    ...user.genres.filter((genre) => !(REGISTRATION_GENRES as readonly string[]).includes(genre)),
  ]);
  const [typeChoices] = useState(() => artistTypeChoices(user.userType));
  const payload = toPayload(values);
  const { errorFor, blurProps, validateAll } = useFormValidation<Field>(
    profileUpdateSchema,
    payload as Record<Field, unknown>,
  );
  const server = useServerError<Field>(() => null);
  const mutation = useMutation({
    mutationFn: (input: ProfileUpdate) => updateUser(input),
    onSuccess: (saved) => {
      setSessionUser(saved);
      toast({ title: ACCOUNT_MESSAGES.profileSaved });
    },
    onError: server.show,
  });

  const update = <K extends keyof Values>(field: K, value: Values[K]) => {
    server.clear();
    setValues((current) => ({ ...current, [field]: value }));
  };
  const text = (field: TextName) => ({
    id: `profile-${field}`,
    value: values[field],
    onValueChange: (value: string) => update(field, value),
    error: errorFor(field),
    ...blurProps(field),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!validateAll()) return focusFirstInvalid(formRef.current);
    mutation.mutate(payload);
  };

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="How you appear on your artist page, in listening parties and across the community."
      icon={UserRound}
    >
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Profile" className="grid gap-5">
        {server.formError ? <FormAlert>{server.formError}</FormAlert> : null}
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            {...text('displayName')}
            label="Display Name"
            autoComplete="nickname"
            placeholder={user.username}
            maxLength={80}
            optional
          />
          <TextField
            {...text('location')}
            label="Location"
            autoComplete="address-level2"
            placeholder="City, Country"
            maxLength={120}
            optional
          />
        </div>
        <FormField id="profile-userType" label="Artist Type">
          <ChoiceSelect
            id="profile-userType"
            choices={typeChoices}
            value={values.userType}
            onValueChange={(value) => update('userType', value)}
            placeholder="Select your artist type"
            triggerClassName={controlClass}
          />
        </FormField>
        <GenrePicker
          id="profile-genres"
          options={genreOptions}
          value={values.genres}
          onChange={(genres) => update('genres', genres)}
        />
        <TextAreaField
          {...text('bio')}
          label="Bio"
          rows={4}
          placeholder="Tell fans about your sound"
          maxLength={2000}
          optional
        />
        <div>
          <SaveButton busy={mutation.isPending} busyLabel="Saving...">
            <Save aria-hidden /> Save profile
          </SaveButton>
        </div>
      </form>
    </SettingsSection>
  );
}
