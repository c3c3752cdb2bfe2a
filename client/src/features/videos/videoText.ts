/** 'Uploaded on {date}', or 'Recently uploaded' when the date is unknown. */
export function uploadedLabel(uploadDate: string | null): string {
  const date = uploadDate ? new Date(uploadDate) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Recently uploaded';
  return `Uploaded on ${date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}`;
}

/** '1 view' / '1.2K views'. */
export function countLabel(n: number, one: string, many: string, format: (n: number) => string): string {
  return `${format(n)} ${n === 1 ? one : many}`;
}
