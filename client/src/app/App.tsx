import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth/useAuth';
import { queryClient } from '@/lib/queryClient';
import { Toaster } from '@/ui/Toaster';
import { AppRouter } from './AppRouter';

/** Providers around the routed screens. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRouter />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
