import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth/useAuth';
import { DueReminders } from '@/features/listening/parties/DueReminders';
import { queryClient } from '@/lib/queryClient';
import { Toaster } from '@/ui/Toaster';
import { AppShell } from './AppShell';
import '../index.css';

export { preloadSession } from '@/features/auth/useAuth';
export { preloadScreen } from './routes';

/** The platform: providers, the shell with its routed pages, the party reminders and the toasts. */
export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppShell />
        <DueReminders />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
