import { CATEGORIES, newsItem, STATES } from '../../test/fixtures';
import { articleCrumbs } from './articleCrumbs';

describe('articleCrumbs', () => {
  it('links the category list, then names the article', () => {
    expect(articleCrumbs(newsItem(1), CATEGORIES, STATES)).toEqual([
      { label: 'राष्ट्रीय', to: '/news/national' },
      { label: 'ख़बर संख्या 1' },
    ]);
  });

  it('adds the state list for state news', () => {
    const item = newsItem(2, { type: 'states', state: 'bihar' });
    expect(articleCrumbs(item, CATEGORIES, STATES)).toEqual([
      { label: 'राज्य', to: '/news/state' },
      { label: 'बिहार', to: '/news/state/6/bihar' },
      { label: 'ख़बर संख्या 2' },
    ]);
  });

  it('shows only the headline while the names are loading', () => {
    expect(articleCrumbs(newsItem(3, { type: 'states', state: 'bihar' }))).toEqual([{ label: 'ख़बर संख्या 3' }]);
  });
});
