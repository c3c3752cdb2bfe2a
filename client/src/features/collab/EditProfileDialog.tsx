import { COLLAB, COLLAB_PROFILE_MESSAGES, collabProfileSchema, type CollabProfile } from '@common/collab';
import type { Track } from '@common/tracks';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, Save } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { FormAlert } from '@/ui/form/FormAlert';
import { SaveButton } from '@/ui/form/SaveButton';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { useServerError } from '@/ui/form/useServerError';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { ChipChecklist } from './ChipChecklist';
import { saveCollabProfile, useMyCollabProfile, useMyPublishedTracks } from './collabQueries';
import { EquipmentField } from './EquipmentField';
import {
  exampleOptions,
  initialProfileValues,
  type ProfileField,
  profileFieldFor,
  type ProfileValues,
} from './profileForm';

const asOptions = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: value }));

function ProfileForm({
  profile,
  tracks,
  onSaved,
}: {
  profile: CollabProfile | null;
  tracks: Track[];
  onSaved: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileValues>(() => initialProfileValues(profile));
  const { errorFor, blurProps, validateAll } = useFormValidation<ProfileField>(collabProfileSchema, values);
  const server = useServerError<ProfileField>(profileFieldFor);
  const save = useMutation({
    mutationFn: saveCollabProfile,
    onSuccess: () => {
      toast({ title: COLLAB_PROFILE_MESSAGES.saved });
      onSaved();
    },
    onError: (error) => {
      server.show(error);
      focusFirstInvalid(formRef.current);
    },
  });

  const update = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => {
    server.clear();
    setValues((current) => ({ ...current, [field]: value }));
  };
  const messageFor = (field: ProfileField) => errorFor(field) ?? server.fieldError(field);
  // Examples saved earlier stay choosable even if the track list does not hold them.
  const examples = exampleOptions(tracks, profile?.examples ?? []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!validateAll()) return focusFirstInvalid(formRef.current);
    save.mutate(values);
  };

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label="Collab profile"
      className="grid gap-5"
      data-testid="collab-profile-form"
    >
      <ChipChecklist
        id="collab-skills"
        legend="Skills"
        hint={`What you bring to a session, up to ${COLLAB.skillsMax}.`}
        options={asOptions(COLLAB.skills)}
        value={values.skills}
        onChange={(skills) => update('skills', skills)}
        max={COLLAB.skillsMax}
        error={messageFor('skills')}
      />
      <ChipChecklist
        id="collab-types"
        legend="Collab types"
        hint="The kinds of collaboration you are open to."
        options={asOptions(COLLAB.collabTypes)}
        value={values.collabType}
        onChange={(collabType) => update('collabType', collabType)}
        error={messageFor('collabType')}
      />
      <CheckboxField
        id="collab-available"
        label="Open to collaborations"
        description="Only artists who are open to collaborations are offered as matches."
        checked={values.isAvailable}
        onCheckedChange={(checked) => update('isAvailable', checked)}
      />
      <TextAreaField
        id="collab-description"
        label="Description"
        value={values.description}
        onValueChange={(value) => update('description', value)}
        error={messageFor('description')}
        {...blurProps('description')}
        rows={4}
        maxLength={COLLAB.descriptionMax}
        placeholder="Your sound, what you are working on and who you would like to make music with"
        optional
      />
      {examples.length > 0 ? (
        <ChipChecklist
          id="collab-examples"
          legend="Examples"
          hint={`Your published tracks that show your work best, up to ${COLLAB.examplesMax}.`}
          options={examples}
          value={values.examples}
          onChange={(examples) => update('examples', examples)}
          max={COLLAB.examplesMax}
          error={messageFor('examples')}
        />
      ) : (
        <div className="grid gap-1" data-testid="collab-examples">
          <p className="text-sm font-medium">Examples</p>
          <p className="text-xs text-muted">
            Your published tracks can be shown here as examples.{' '}
            <Link href="/upload" className="font-semibold text-primary-text hover:underline">
              Upload a track
            </Link>
          </p>
          {messageFor('examples') ? (
            <p role="alert" className="flex items-center gap-1.5 text-xs font-medium text-red-400">
              <CircleAlert className="size-3.5 shrink-0" aria-hidden />
              {messageFor('examples')}
            </p>
          ) : null}
        </div>
      )}
      <TextField
        id="collab-rate"
        label="Rate info"
        value={values.rateInfo}
        onValueChange={(value) => update('rateInfo', value)}
        error={messageFor('rateInfo')}
        {...blurProps('rateInfo')}
        maxLength={COLLAB.rateInfoMax}
        placeholder="e.g. Features from $150, open to revenue splits"
        optional
      />
      <EquipmentField
        id="collab-equipment"
        value={values.equipment}
        onChange={(equipment) => update('equipment', equipment)}
        error={messageFor('equipment')}
      />
      <p className="text-xs text-muted">
        Your genres and location come from your{' '}
        <Link href="/settings" className="font-semibold text-primary-text hover:underline">
          profile settings
        </Link>
        .
      </p>
      {server.formError ? <FormAlert>{server.formError}</FormAlert> : null}
      <div className="flex justify-end">
        <SaveButton busy={save.isPending} busyLabel="Saving...">
          <Save aria-hidden /> Save collab profile
        </SaveButton>
      </div>
    </form>
  );
}

function DialogBody({ onSaved }: { onSaved: () => void }) {
  const profile = useMyCollabProfile(true);
  const tracks = useMyPublishedTracks(true);
  if (profile.isLoading || tracks.isLoading) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner className="size-8" label="Loading your collab profile" />
      </div>
    );
  }
  if (profile.isError) {
    return <LoadError what="your collab profile" onRetry={() => void profile.refetch()} />;
  }
  return <ProfileForm profile={profile.data ?? null} tracks={tracks.data ?? []} onSaved={onSaved} />;
}

/** 'Edit my collab profile': skills, collab types, availability, description, examples, rate info, equipment. */
export function EditProfileDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-2xl" data-testid="collab-profile-dialog">
          <DialogHeader>
            <DialogTitle>Edit my collab profile</DialogTitle>
            <DialogDescription>
              What you offer and what you are looking for. Your matches come from it, your genres and your
              published tracks.
            </DialogDescription>
          </DialogHeader>
          <DialogBody onSaved={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
