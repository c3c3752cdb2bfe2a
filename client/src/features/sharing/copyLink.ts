/** Copies a link to the clipboard; false when the browser refuses (no permission, not a secure page). */
export async function copyLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch {
    return false;
  }
}
