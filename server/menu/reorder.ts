// Reordering a list of the menu (foods, a food's groups, a group's options): the items named come
// first, 1, 2, 3... in the order given; names that match nothing (deleted meanwhile on another
// device) are skipped; items not named follow in their current order. Display orders stay 1-999.
export function placeInOrder<T>(rows: readonly T[], references: readonly string[], matches: (row: T, reference: string) => boolean): [T, number][] {
  const named: T[] = [];
  for (const reference of references) {
    const row = rows.find((candidate) => matches(candidate, reference));
    if (row !== undefined && !named.includes(row)) named.push(row);
  }
  const rest = rows.filter((row) => !named.includes(row));
  return [...named, ...rest].map((row, index) => [row, Math.min(999, index + 1)]);
}
