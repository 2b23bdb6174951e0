/**
 * Whether the link to `target` is current on `pathname` (case-insensitive, as React Router's
 * `NavLink`): the same path, or with `end` unset a path below it (`/news/national/…`).
 */
export function isCurrentPath(pathname: string, target: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const there = target.toLowerCase().replace(/(.)\/$/, '$1');
  if (here === there || here === `${there}/`) return true;
  return !end && there !== '/' && here.startsWith(`${there}/`);
}
