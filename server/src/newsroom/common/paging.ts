/**
 * A page of a newest-first list read with `limit + 1` rows: the rows shown as `data`, and `next`, the
 * cursor of the next (older) page to pass as `?before=`, null on the last one.
 */
export function pageOf<T extends { id: number }, V>(rows: T[], limit: number, view: (row: T) => V) {
  const page = rows.slice(0, limit);
  return { data: page.map(view), next: rows.length > limit ? page[page.length - 1]!.id : null };
}
