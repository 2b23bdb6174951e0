import type { SectionRelease } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import Fastify from 'fastify';
import { builtPage, composition, stageConfig } from '../../../test/helpers/pageStages';
import type { RemoteAssetsSource } from '../../composition/remoteAssets';
import type { AppDeps } from '../../deps';
import { matchRoute } from '../matchRoute';
import type { ShellAssets } from '../template';
import { type PageBuilds, pageBuilds } from './builds';

const release =
  (canary: boolean) =>
  (section: (typeof REMOTE_NAMES)[number]): SectionRelease => ({
    section,
    live: { release: 1, manifest: `/remotes/${section}/mf-manifest.json`, build: 'b1' },
    canary: canary ? { release: 2, manifest: 'x', build: 'b2', percent: 10, since: '2026-11-28T00:00:00Z' } : null,
  });

async function builds(canary: boolean, cookie?: string) {
  const asked: (number | undefined)[] = [];
  const releases = {
    sections: () => REMOTE_NAMES.map((name, index) => release(canary && index === 0)(name)),
    composition: (cohort: number | undefined) => {
      asked.push(cohort);
      return composition();
    },
  } as unknown as AppDeps['releases'];
  const sources = {
    shell: { get: () => builtPage().shell } as unknown as ShellAssets,
    remotes: {
      get: async (name: string) => ({ version: `${name}-v`, ssrEntry: undefined }),
    } as unknown as RemoteAssetsSource,
  };
  let made: PageBuilds | undefined;
  const app = Fastify({ logger: false });
  app.get('/videos', async (request, reply) => {
    made = await pageBuilds({ releases, config: stageConfig }, sources, request, reply, matchRoute('/videos'));
    return 'ok';
  });
  const reply = await app.inject({ url: '/videos', headers: cookie ? { cookie } : {} });
  await app.close();
  return { made: made!, reply, asked };
}

describe('stage "builds"', () => {
  it('composes every section’s build and finds the owner’s files, with no cookie while no canary runs', async () => {
    const { made, reply, asked } = await builds(false);
    expect(made).toMatchObject({ running: false, newcomer: false, section: { version: 'media-v' } });
    expect(made.composed.sections.map(([name]) => name)).toEqual([...REMOTE_NAMES]);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(asked).toEqual([undefined]);
  });

  it('gives a newcomer a bucket while a canary runs, and composes their page with it', async () => {
    const { made, reply, asked } = await builds(true);
    expect(made).toMatchObject({ running: true, newcomer: true });
    const cookie = String(reply.headers['set-cookie']);
    expect(cookie).toMatch(/^janmat_cohort=\d{1,2};/);
    expect(asked).toEqual([Number(/=(\d+)/.exec(cookie)![1])]);
  });

  it('a reader with a bucket keeps it', async () => {
    const { made, reply, asked } = await builds(true, 'janmat_cohort=42');
    expect(made.newcomer).toBe(false);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(asked).toEqual([42]);
  });
});
