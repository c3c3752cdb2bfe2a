import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthProvider } from '@/features/auth/useAuth';
import { DueReminders } from '@/features/listening/parties/DueReminders';
import { queryClient } from '@/lib/queryClient';
import { Toaster } from '@/ui/Toaster';
import { AppShell } from './AppShell';
import { WelcomeSplash } from './WelcomeSplash';

/** Providers, the shell with its routed pages, the welcome splash (every load) and the toasts. */
export function App() {
  const [entered, setEntered] = useState(false);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppShell covered={!entered} />
        <DueReminders />
        {entered ? null : <WelcomeSplash onEnter={() => setEntered(true)} />}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
