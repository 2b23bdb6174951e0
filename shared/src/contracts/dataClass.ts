/**
 * Whose data a page or an API answer is, the one mark that decides how it may travel:
 * - `public`: the same for every reader; kept by the server's cache (and any HTTP cache in front),
 *   revalidated with an ETag, serialized into pages anyone may be sent.
 * - `personal`: the visitor's own (their address, the polls they created, what a write answers
 *   them): never kept by any cache, never serialized into a page another reader gets.
 * - `staff`: the newsroom's; never cached, never indexed, never server-rendered for readers.
 */
export type DataClass = 'public' | 'personal' | 'staff';
