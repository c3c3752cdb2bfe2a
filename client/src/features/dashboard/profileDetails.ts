/** 'Member since' text of an ISO or SQL timestamp, such as 'March 2025'; empty when unreadable. */
export function formatMemberSince(createdAt: string): string {
  const date = new Date(
    /^\d{4}-\d{2}-\d{2} /.test(createdAt) ? createdAt.replace(' ', 'T') + 'Z' : createdAt,
  );
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(date);
}

/** A user type as a label: 'artist' reads 'Artist'. */
export function formatUserType(userType: string): string {
  return userType ? userType.charAt(0).toUpperCase() + userType.slice(1) : 'Artist';
}
