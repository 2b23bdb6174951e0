/** True for an RTK Query error that is the server's HTTP 404 (an unknown url or id). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
