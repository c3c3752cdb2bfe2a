/** What a person's public name is made of: their username and, when they gave one, a display name. */
export interface NamedPerson {
  username: string;
  displayName?: string | null;
}

/**
 * The name other people see for a person: their display name when it has any letter or sign in it (without the
 * spaces around it), else their username. The one rule for every screen, email, receipt and document.
 */
export function publicName(person: NamedPerson): string {
  const display = person.displayName?.trim();
  return display ? display : person.username;
}

/**
 * An email address shown only in part, for places where its owner should recognise it without it being
 * readable in full: the first and last character of the name before the @ (only the first when it is short),
 * three asterisks whatever the length, and the domain as it is. 'maya.rivers@example.com' -> 'm***s@example.com'.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = address.slice(0, at);
  const chars = [...local];
  const kept = chars.length >= 3 ? `${chars[0]}***${chars[chars.length - 1]}` : `${chars[0]}***`;
  return `${kept}${address.slice(at)}`;
}
