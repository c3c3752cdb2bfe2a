/** A failed read: what went wrong and a Try again button. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-destructive/30 bg-destructive/10 p-5 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <span>Could not load {what}. Check your connection and try again.</span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full border border-white/20 px-4 py-1.5 font-semibold hover:bg-white/5"
      >
        Try again
      </button>
    </div>
  );
}
