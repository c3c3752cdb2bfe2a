/** A chat message's time as the reader's clock shows it (hours and minutes), or '' for a time that is not one. */
export function chatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
