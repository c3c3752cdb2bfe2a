/** The look shared by the sign-in screen's text inputs, text areas and select triggers. */
export const controlClass =
  'w-full rounded-lg border border-white/10 bg-background/80 px-3.5 text-sm text-foreground placeholder:text-muted/60 shadow-inner transition-colors ' +
  'hover:border-white/20 focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 ' +
  'aria-[invalid=true]:border-red-500/80 aria-[invalid=true]:focus-visible:ring-red-500/40 disabled:opacity-50';

/** The id of a field's error message, for aria-describedby. */
export const errorIdFor = (id: string) => `${id}-error`;
