import { Music, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { DashboardCard } from './DashboardCard';

/** Your Tracks: the artist's published tracks; an invitation to upload while there are none. */
export function TracksCard() {
  return (
    <DashboardCard title="Your Tracks" icon={Music}>
      <div className="flex flex-col items-center rounded-xl border border-dashed border-white/15 bg-black/20 px-6 py-10 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary ring-8 ring-primary/5">
          <Music className="size-6" aria-hidden />
        </span>
        <h3 className="mt-5 text-base font-semibold">No tracks yet</h3>
        <p className="mt-1.5 max-w-sm text-sm text-muted">
          Upload your first track and it will show up here with its plays and likes.
        </p>
        <Button asChild variant="subtle" className="mt-5">
          <Link href="/upload">
            <Upload aria-hidden />
            Upload your first track
          </Link>
        </Button>
      </div>
    </DashboardCard>
  );
}
