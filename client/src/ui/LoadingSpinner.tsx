import { Spinner } from '@/ui/Spinner';

/** A centred spinner while the signed-in user is loading (role=status, named 'Loading'). */
export function LoadingSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner className="size-10" label="Loading" />
    </div>
  );
}
