/** The notifications feature's public entry (the header's bell, the settings section). */
export { NotificationBell } from './NotificationBell';
export { NotificationPreferencesForm } from './NotificationPreferencesForm';
