/**
 * The RTK Query tag of one poll, `{ type: POLL_TAG, id: poll_id }`, the one tag two sections share:
 * polls invalidates it on a vote, and every section that lists polls provides it, so a vote anywhere
 * refreshes the poll wherever it shows. Each section declares the tag types it uses itself with
 * `baseApi.enhanceEndpoints({ addTagTypes })`.
 */
export const POLL_TAG = 'Poll' as const;
