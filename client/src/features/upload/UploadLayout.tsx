import type { ReactNode } from 'react';
import { AccountBadge } from './AccountBadge';

interface UploadLayoutProps {
  title: string;
  subtitle: string;
  username: string | undefined;
  children: ReactNode;
}

/** The frame of the upload screens: the title row with the account, then the content. */
export function UploadLayout({ title, subtitle, username, children }: UploadLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary-text">Upload</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-1.5 text-muted">{subtitle}</p>
        </div>
        <div className="self-start sm:self-auto">
          <AccountBadge username={username} />
        </div>
      </header>
      {children}
    </div>
  );
}
