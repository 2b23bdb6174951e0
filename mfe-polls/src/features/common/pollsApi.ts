import { baseApi, POLL_TAG } from '@janmat/shared';

/** The visitor's own polls: created or voted in, the list is fetched again. */
export const MY_POLLS_TAG = 'MyPolls' as const;

/** The portal's api with the polls section's tag types; every polls endpoint is injected here. */
export const pollsApi = baseApi.enhanceEndpoints({ addTagTypes: [POLL_TAG, MY_POLLS_TAG] });
