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
