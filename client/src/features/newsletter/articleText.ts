/** Paragraphs of a section's plain-text body: split on blank lines, empty ones left out. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** The date an article was posted, in the reader's locale ('Nov 24, 2026'). */
export function formatPosted(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}
