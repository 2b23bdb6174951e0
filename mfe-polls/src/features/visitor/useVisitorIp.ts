import { useCallback } from 'react';
import { visitorApi } from './visitorApi';

/**
 * The visitor's IP, asked for only when it is needed (a vote, a new poll) and then kept: a page
 * that is only read never calls `/api/ip`, so its server-rendered first view needs no request.
 * Resolves to undefined when the lookup fails; the server identifies the voter itself anyway.
 */
export function useVisitorIp(): () => Promise<string | undefined> {
  const [lookUp] = visitorApi.useLazyGetVisitorIpQuery();
  return useCallback(async () => {
    try {
      return await lookUp(undefined, true).unwrap();
    } catch (error) {
      console.error('Visitor IP lookup failed', error);
      return undefined;
    }
  }, [lookUp]);
}
