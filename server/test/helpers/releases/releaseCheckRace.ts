import type { AppDeps } from '../../../src/deps';
import type { PreflightOutcome } from '../../../src/releases/preflight';
import type { ReleaseCheck } from '../../../src/releases/releaseRoutes';
import { RELEASE_TEST_MANIFEST, RELEASE_TEST_TOKEN, startReleaseApi } from './releaseApiKit';

/**
 * Two servers (each with its own connection to the database when given two) receive a release of the
 * same section at the same moment; both pre-flights would pass after a while. What each answered.
 */
export async function raceTwoReleases(
  first: AppDeps['db'],
  second: AppDeps['db'],
): Promise<{ statuses: number[]; messages: string[] }> {
  let entered = 0;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const slow: ReleaseCheck = async (_section, manifest): Promise<PreflightOutcome> => {
    entered += 1;
    await finished;
    return { ok: true, manifest, build: 'b2' };
  };
  const apis = await Promise.all([startReleaseApi(first, slow), startReleaseApi(second, slow)]);
  const sends = apis.map(({ app }) =>
    app.inject({
      method: 'POST',
      url: '/api/releases/news',
      headers: { authorization: `Bearer ${RELEASE_TEST_TOKEN}` },
      payload: { manifest: RELEASE_TEST_MANIFEST },
    }),
  );
  // The loser is answered at once; the winner waits in pre-flight until it is let go.
  const loser = await Promise.race(sends);
  finish();
  const replies = await Promise.all(sends);
  await Promise.all(apis.map(({ app }) => app.close()));
  if (entered !== 1) throw new Error(`${entered} pre-flights ran at once`);
  return {
    statuses: replies.map((reply) => reply.statusCode).sort(),
    messages: [loser.json().message],
  };
}
