/**
 * The avatar's letters, the same in the header, the menus and the dashboard: the first two letters of
 * the username, in upper case.
 */
export function userInitials(username: string): string {
  return username.slice(0, 2).toUpperCase();
}
