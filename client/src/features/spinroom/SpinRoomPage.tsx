import { Disc3 } from 'lucide-react';
import { Crate } from './Crate';
import { DjNetwork } from './DjNetwork';
import { LiveStreamZone } from './LiveStreamZone';

/** The Spin Room (/spinroom and /beatlab): DJ Network, The Crate and the Live DJ Stream Zone. */
export default function SpinRoomPage() {
  return (
    <div className="mx-auto max-w-screen-2xl space-y-10 px-4 py-6 sm:py-8 lg:px-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          <Disc3 className="size-8 text-primary-text" aria-hidden />
          Spin Room
        </h1>
        <p className="text-muted">Dig the crate, connect with DJs and catch live sets.</p>
      </header>
      <DjNetwork />
      <Crate />
      <LiveStreamZone />
    </div>
  );
}
