/**
 * Whose data a page or an API answer is, the one mark that decides how it may travel:
 * - `public`: the same for every reader; kept by the server's cache (and any HTTP cache in front),
 *   revalidated with an ETag, serialized into pages anyone may be sent.
 * - `personal`: the visitor's own (their address, the polls they created, what a write answers
 *   them): never kept by any cache, never serialized into a page another reader gets.
 * - `staff`: the newsroom's; never cached, never indexed, never server-rendered for readers.
 */
export type DataClass = 'public' | 'personal' | 'staff';

export const DATA_CLASSES: readonly DataClass[] = ['public', 'personal', 'staff'];

/** The `Cache-Control` header of an answer of each class. */
export const CACHE_CONTROL: Record<DataClass, string> = {
  public: 'no-cache',
  personal: 'private, no-store',
  staff: 'private, no-store',
};

/** The stricter of two classes: a page that shows a visitor's own data is that visitor's own. */
export function stricterClass(a: DataClass, b: DataClass): DataClass {
  return DATA_CLASSES.indexOf(a) >= DATA_CLASSES.indexOf(b) ? a : b;
}

/** Whether an answer of this class may be kept by a cache shared between visitors. */
export const isShareable = (dataClass: DataClass): boolean => dataClass === 'public';
