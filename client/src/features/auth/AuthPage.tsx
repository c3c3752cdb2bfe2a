import { PRODUCT_NAME } from '@common/constants';
import { useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { LoginForm } from './LoginForm';
import { MarketingPanel } from './MarketingPanel';
import { RegisterForm } from './RegisterForm';
import { returnPathFrom } from './returnPath';
import { useAuth } from './useAuth';

type AuthTab = 'login' | 'register';

/**
 * /auth: Login and Register tabs (starting on Login). A visitor who signs in or registers here goes back to
 * the page that sent them (`?next=`, a path of this site only), else to the home page; a visitor who arrives
 * signed in is sent to the home page.
 */
export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const [tab, setTab] = useState<AuthTab>('login');
  const returnTo = returnPathFrom(useSearch());
  // Whether the forms were shown: only a visitor who signed in here goes back to `?next=`.
  const [shownSignedOut, setShownSignedOut] = useState(false);
  if (!isLoading && !user && !shownSignedOut) setShownSignedOut(true);

  if (isLoading) return <LoadingSpinner />;
  if (user) return <Redirect to={(shownSignedOut && returnTo) || '/'} replace />;

  return (
    <div className="mx-auto grid grid-cols-1 w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:items-start lg:gap-10">
      <section
        aria-labelledby="auth-title"
        className="w-full rounded-3xl border border-white/10 bg-surface/70 p-5 shadow-2xl shadow-black/30 sm:p-8"
      >
        <header className="mb-6">
          <h1 id="auth-title" className="text-2xl font-extrabold sm:text-3xl">
            {tab === 'login' ? 'Welcome back' : `Join ${PRODUCT_NAME}`}
          </h1>
          <p className="mt-1.5 text-sm text-muted">
            {tab === 'login'
              ? 'Sign in to upload, host listening parties and support your favourite artists.'
              : 'Create your free artist account in a minute.'}
          </p>
        </header>
        <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <TabsList aria-label="Sign in or register" className="mb-6 flex w-full">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm />
          </TabsContent>
        </Tabs>
      </section>
      <MarketingPanel />
    </div>
  );
}
