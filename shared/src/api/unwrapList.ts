import type { ListResponse } from '../contracts';

/** `transformResponse` for list answers: `{ data: [...] }` → the array (empty when absent). */
export function unwrapList<T>(response: ListResponse<T> | null | undefined): T[] {
  return Array.isArray(response?.data) ? response.data : [];
}
