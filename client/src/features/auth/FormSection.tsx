import type { ReactNode } from 'react';

/** A titled group of form fields (a fieldset with a legend). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 flex w-full items-center gap-3 text-xs font-semibold uppercase tracking-widest text-primary-text">
        {title}
        <span className="h-px flex-1 bg-white/10" aria-hidden />
      </legend>
      {children}
    </fieldset>
  );
}
