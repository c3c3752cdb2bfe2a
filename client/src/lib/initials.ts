/**
 * The avatar's letters, the same in the header, the menus and the dashboard: the first two letters of
 * the username, in upper case.
 */
export function userInitials(username: string): string {
  return username.slice(0, 2).toUpperCase();
}

/** Up to two initials of a name ('DJ Nova' -> 'DN', 'nova' -> 'NO'), for avatars without an image. */
export function djInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}
