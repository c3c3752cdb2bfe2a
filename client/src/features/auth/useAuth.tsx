import type { LoginInput, PublicUser, RegisterInput } from '@common/auth';
import { publicName } from '@common/people';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { errorMessage, request } from '@/lib/api';
import { getQueryFn, queryClient } from '@/lib/queryClient';
import { toast } from '@/ui/useToast';
import { replaceSessionUser, USER_QUERY_KEY } from './sessionCache';

interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  /** Resolves to the user, or null after a failure (the failure toast has been shown). */
  login: (input: LoginInput) => Promise<PublicUser | null>;
  register: (input: RegisterInput) => Promise<PublicUser | null>;
  /** Resolves to true once signed out, false after a failure (toast shown). */
  logout: () => Promise<boolean>;
  isLoggingIn: boolean;
  isRegistering: boolean;
  isLoggingOut: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The read of the session's user: GET /api/user, 401 -> null. */
const sessionQuery = {
  queryKey: USER_QUERY_KEY,
  queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
};

/**
 * Reads the session's user into the cache ahead of the platform's first render, so that a signed-in visitor is
 * never shown as signed out (nor refused as one) while it loads. A failed read is left to AuthProvider's query.
 */
export function preloadSession(): Promise<void> {
  return queryClient.prefetchQuery<PublicUser | null>(sessionQuery);
}

/** Holds the session's user (GET /api/user, 401 -> null) and the login, register and logout actions. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery<PublicUser | null>(sessionQuery);

  const loginMutation = useMutation({
    mutationFn: async (input: LoginInput) => request<PublicUser>('POST', '/api/login', { body: input }),
    onSuccess: (user) => {
      replaceSessionUser(queryClient, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    },
  });

  const registerMutation = useMutation({
    mutationFn: async (input: RegisterInput) => request<PublicUser>('POST', '/api/register', { body: input }),
    onSuccess: (user) => {
      replaceSessionUser(queryClient, user);
      toast({
        title: 'Registration successful',
        description: `Welcome to Panda Nation, ${publicName(user)}!`,
      });
    },
    onError: (error) => {
      console.error('Registration failed', error);
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
    },
  });

  const logoutMutation = useMutation({
    mutationFn: async () => {
      await request('POST', '/api/logout');
    },
    onSuccess: () => {
      replaceSessionUser(queryClient, null);
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    },
  });

  const value: AuthContextValue = {
    user: data ?? null,
    isLoading,
    login: (input) => loginMutation.mutateAsync(input).catch(() => null),
    register: (input) => registerMutation.mutateAsync(input).catch(() => null),
    logout: () =>
      logoutMutation.mutateAsync().then(
        () => true,
        () => false,
      ),
    isLoggingIn: loginMutation.isPending,
    isRegistering: registerMutation.isPending,
    isLoggingOut: logoutMutation.isPending,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session: current user and auth actions. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
