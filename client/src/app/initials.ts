/** The avatar's letters: the first two of the username, in upper case. */
export function userInitials(username: string): string {
  return username.slice(0, 2).toUpperCase();
}
