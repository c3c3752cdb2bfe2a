/** The largest id an integer column holds on both dialects. */
const MAX_ID = 2_147_483_647;

/** A path segment as a database id, or null when it names nothing (the page is a 404). */
export function pathId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
