import { isStaffRoute, routesOwnedBy } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import { matchRoute } from '../pages/matchRoute';
import { routeSamples, type SampleFacts } from './preflightSamples';

const FACTS: SampleFacts = {
  article: { type: 'national', url: 'sansad-satra', state: null },
  stateArticle: { type: 'states', url: 'jaipur-barish', state: 'rajasthan' },
  liveArticle: { type: 'national', url: 'chunav-live', state: null },
  author: 3,
  category: 'national',
  subcategory: 'trending-one',
  state: { id: 2, code: 'rajasthan' },
  album: { code: 'A1', slug: 'holi' },
  storyCategory: 'politics',
  sitePoll: { poll_id: 7, name: 'क्या बारिश होगी?' },
  userPoll: { poll_id: 12, name: 'नया सवाल' },
  election: { slug: 'bihar-2030', seat: 'patna-sahib' },
};

describe('the pages pre-flight renders', () => {
  it('cover every route a section renders on the server, each at an address of that route', () => {
    for (const section of REMOTE_NAMES) {
      const samples = routeSamples(section, FACTS);
      const rendered = routesOwnedBy(section).filter((route) => !isStaffRoute(route));
      expect(new Set(samples.map((s) => s.route))).toEqual(new Set(rendered));
      for (const sample of samples) {
        expect(matchRoute(sample.url.split('?')[0] ?? '')?.id).toBe(sample.route);
        expect(sample.exists).toBe(true);
      }
    }
  });

  it('take the subjects from the database, and a live article too', () => {
    const urls = routeSamples('news', FACTS).map((s) => s.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/news/national/sansad-satra',
        '/news/national/chunav-live',
        '/news/states/rajasthan/jaipur-barish',
        '/news/state/2/rajasthan',
      ]),
    );
    const poll = `/pp/polls/7/${encodeURIComponent('क्या-बारिश-होगी')}`;
    expect(routeSamples('polls', FACTS).map((s) => s.url)).toContain(poll);
  });

  it('use made-up subjects, expected to be missing, when the database has none of a kind', () => {
    const samples = routeSamples('media', {});
    const album = samples.find((s) => s.route === 'album');
    expect(album).toMatchObject({ exists: false });
    expect(samples.find((s) => s.route === 'photos')).toMatchObject({ exists: true });
    expect(routeSamples('newsroom', FACTS)).toEqual([]);
  });
});
