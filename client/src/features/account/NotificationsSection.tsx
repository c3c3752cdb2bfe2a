import { BellRing } from 'lucide-react';
import { NotificationPreferencesForm } from '@/features/notifications';
import { SettingsSection } from './SettingsSection';

/** Notifications: where each kind goes (the form belongs to the notifications feature). */
export function NotificationsSection() {
  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      description="Choose how you hear about each thing: in the app, also in one daily email, or not at all. Money and security notices always show in the app."
      icon={BellRing}
    >
      <NotificationPreferencesForm />
    </SettingsSection>
  );
}
