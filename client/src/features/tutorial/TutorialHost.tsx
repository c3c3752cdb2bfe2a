/** Replaced in this change: the tutorials and their fixed button. */
export function TutorialHost() {
  return null;
}
