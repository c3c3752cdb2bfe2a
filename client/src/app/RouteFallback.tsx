import { Spinner } from '@/ui/Spinner';

/** Shown while a page's code is loading. */
export function RouteFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" label="Loading page" />
    </div>
  );
}
