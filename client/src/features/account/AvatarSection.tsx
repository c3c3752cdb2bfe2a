import { ACCOUNT_MESSAGES } from '@common/account';
import type { PublicUser } from '@common/auth';
import { useMutation } from '@tanstack/react-query';
import { ImagePlus, ImageUp, LoaderCircle, Trash2, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { userInitials } from '@/lib/initials';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';
import { removeAvatar, setSessionUser, uploadAvatar } from './accountApi';
import { AVATAR_TYPES, avatarFileProblem } from './avatarFile';
import { SettingsSection } from './SettingsSection';

const INPUT_ID = 'avatar-file';
const MESSAGE_ID = 'avatar-message';
const HINT_ID = 'avatar-hint';
/** Toast titles of this section. */

interface Chosen {
  file: File;
  url: string;
}

/** Avatar: choose a PNG, JPEG or WebP image (checked here first), preview it, upload it, or remove it. */
export function AvatarSection({ user }: { user: PublicUser }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (saved) => {
      setSessionUser(saved);
      setChosen(null);
      toast({ title: ACCOUNT_MESSAGES.avatarSaved });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: () => removeAvatar(),
    onSuccess: (saved) => {
      setSessionUser(saved);
      toast({ title: ACCOUNT_MESSAGES.avatarRemoved });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const busy = upload.isPending || remove.isPending;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again after a refusal.
    input.value = '';
    if (!file) return;
    const refused = await avatarFileProblem(file);
    setProblem(refused);
    setChosen(refused ? null : { file, url: URL.createObjectURL(file) });
  };

  const shown = chosen?.url ?? user.profileImage;

  return (
    <SettingsSection
      id="avatar"
      title="Avatar"
      description="A square picture for your profile and the header. PNG, JPEG or WebP, up to 5 MB."
      icon={ImagePlus}
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="relative shrink-0 self-start sm:self-auto">
          {shown ? (
            <img
              src={shown}
              alt={chosen ? 'Preview of your new avatar' : 'Your avatar'}
              className="size-24 rounded-full object-cover ring-2 ring-white/10"
            />
          ) : (
            <span
              aria-hidden
              className="grid size-24 place-items-center rounded-full bg-gradient-to-br from-primary to-fuchsia-700 text-2xl font-bold tracking-wide text-white ring-2 ring-white/10"
            >
              {userInitials(user.username)}
            </span>
          )}
          {chosen ? (
            <Badge variant="neutral" className="absolute -bottom-2 left-1/2 -translate-x-1/2">
              Preview
            </Badge>
          ) : null}
        </div>

        <div className="grid min-w-0 flex-1 gap-3">
          {chosen ? (
            <>
              <p className="truncate text-sm">
                <span className="text-muted">Chosen: </span>
                {chosen.file.name}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  disabled={busy}
                  aria-busy={upload.isPending || undefined}
                  onClick={() => upload.mutate(chosen.file)}
                >
                  {upload.isPending ? (
                    <LoaderCircle className="animate-spin" aria-hidden />
                  ) : (
                    <ImageUp aria-hidden />
                  )}
                  {upload.isPending ? 'Uploading...' : 'Save avatar'}
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => setChosen(null)}>
                  <X aria-hidden /> Cancel
                </Button>
              </div>
            </>
          ) : (
            <div className="flex flex-wrap gap-2">
              <input
                id={INPUT_ID}
                type="file"
                accept={AVATAR_TYPES.join(',')}
                className="peer sr-only"
                disabled={busy}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${MESSAGE_ID} ${HINT_ID}` : HINT_ID}
                onChange={(event) => void handleFile(event)}
              />
              <label
                htmlFor={INPUT_ID}
                className={cn(
                  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-border px-5 text-sm font-semibold transition-colors hover:border-muted hover:bg-white/5',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
                  busy && 'pointer-events-none opacity-50',
                )}
              >
                <ImagePlus className="size-4" aria-hidden />
                {user.profileImage ? 'Choose a new image' : 'Choose image'}
              </label>
              {user.profileImage ? (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => remove.mutate()}
                  className="text-red-300 hover:text-red-200"
                >
                  {remove.isPending ? (
                    <LoaderCircle className="animate-spin" aria-hidden />
                  ) : (
                    <Trash2 aria-hidden />
                  )}
                  Remove avatar
                </Button>
              ) : null}
            </div>
          )}
          <p id={HINT_ID} className="text-xs text-muted">
            We crop it to a centred square. Without an avatar, your initials are shown.
          </p>
          {problem ? (
            <p id={MESSAGE_ID} role="alert" className="text-sm font-medium text-red-400">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </SettingsSection>
  );
}
