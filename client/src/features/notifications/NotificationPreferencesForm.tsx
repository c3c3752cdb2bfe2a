import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
} from '@common/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { FormAlert } from '@/ui/form/FormAlert';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { fetchPreferences, PREFERENCES_KEY, savePreferences } from './notificationsApi';

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  app: 'In the app',
  email: 'App and daily email',
  off: 'Off',
};

/** One kind's choice: a labelled select (money and security kinds offer no 'Off'). */
function PreferenceRow({
  preference,
  disabled,
  onChange,
}: {
  preference: NotificationPreference;
  disabled: boolean;
  onChange: (kind: NotificationKind, channel: NotificationChannel) => void;
}) {
  const id = `notification-pref-${preference.kind}`;
  const channels = NOTIFICATION_CHANNELS.filter((c) => !(preference.alwaysInApp && c === 'off'));
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-white/[0.06] py-3 last:border-0">
      <label htmlFor={id} className="min-w-0 flex-1 font-medium">
        {preference.label}
        {preference.alwaysInApp ? (
          <span className="block text-xs font-normal text-muted">Always shown in the app</span>
        ) : null}
      </label>
      <select
        id={id}
        value={preference.channel}
        disabled={disabled}
        onChange={(event) => onChange(preference.kind, event.target.value as NotificationChannel)}
        className="h-10 rounded-lg border border-white/15 bg-background px-3 text-sm text-foreground"
      >
        {channels.map((channel) => (
          <option key={channel} value={channel}>
            {CHANNEL_LABELS[channel]}
          </option>
        ))}
      </select>
    </li>
  );
}

/**
 * The choices of /settings' Notifications section: per kind, in the app, also in the daily email (at most one a
 * day), or off. Each change is saved as it is made.
 */
export function NotificationPreferencesForm() {
  const client = useQueryClient();
  const { data, isPending, isError, error } = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: fetchPreferences,
  });
  const mutation = useMutation({
    mutationFn: ({ kind, channel }: { kind: NotificationKind; channel: NotificationChannel }) =>
      savePreferences({ preferences: [{ kind, channel }] }),
    onSuccess: (saved) => {
      client.setQueryData(PREFERENCES_KEY, saved);
      toast({ title: 'Notification preferences saved' });
    },
  });
  return (
    <>
      {isPending ? (
        <Spinner className="size-8" label="Loading notification preferences" />
      ) : isError ? (
        <FormAlert>{errorMessage(error)}</FormAlert>
      ) : (
        <ul className="grid">
          {data.preferences.map((preference) => (
            <PreferenceRow
              key={preference.kind}
              preference={preference}
              disabled={mutation.isPending}
              onChange={(kind, channel) => mutation.mutate({ kind, channel })}
            />
          ))}
        </ul>
      )}
      {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
    </>
  );
}
