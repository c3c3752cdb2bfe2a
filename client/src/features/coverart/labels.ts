/** How a list value reads on the page: 'hip-hop' -> 'Hip-Hop', 'r&b' -> 'R&B', '3d render' -> '3D Render'. */
export function labelOf(value: string): string {
  if (value === 'r&b') return 'R&B';
  return value
    .split(' ')
    .map((word) =>
      word
        .split('-')
        .map((part) => (part === '3d' ? '3D' : part.charAt(0).toUpperCase() + part.slice(1)))
        .join('-'),
    )
    .join(' ');
}

/** A list as select choices. */
export const choicesOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: labelOf(value) }));
