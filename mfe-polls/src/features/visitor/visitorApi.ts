import type { IpResponse } from '@janmat/shared';
import { pollsApi } from '../common/pollsApi';

/** The visitor's public IP, answered by the portal's own server (`GET /api/ip`), fetched once. */
export const visitorApi = pollsApi.injectEndpoints({
  endpoints: (b) => ({
    getVisitorIp: b.query<string, void>({
      query: () => 'ip',
      transformResponse: (response: IpResponse) => response.ip,
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useGetVisitorIpQuery } = visitorApi;
