/** Class names of the form fields of the creative tools (the Vocal AI and the Quantum Lab). */
export const fieldClass =
  'w-full min-w-0 rounded-xl border border-white/15 bg-black/30 px-3 py-2 text-sm font-normal outline-none focus:border-primary';
