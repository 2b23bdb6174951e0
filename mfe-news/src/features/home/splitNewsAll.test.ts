import type { NewsCard } from '@janmat/shared';
import { splitNewsAll } from './splitNewsAll';

const card = (id: number, type: string): NewsCard => ({ id, type, name: `ख़बर ${id}`, url: `n-${id}`, photo: '' });

describe('splitNewsAll', () => {
  const items = [
    card(1, 'national'),
    card(2, 'states'),
    card(3, 'international'),
    card(4, 'national'),
    card(5, 'states'),
    card(6, 'international'),
    card(7, 'sports'),
    card(8, 'national'),
  ];

  it('takes the first three items as lead and secondary stories', () => {
    const home = splitNewsAll(items);
    expect(home.lead?.id).toBe(1);
    expect(home.secondary.map((n) => n.id)).toEqual([2, 3]);
  });

  it('groups the rest by type, leaving out the lead stories and other types', () => {
    const home = splitNewsAll(items);
    expect(home.national.map((n) => n.id)).toEqual([4, 8]);
    expect(home.international.map((n) => n.id)).toEqual([6]);
    expect(home.states.map((n) => n.id)).toEqual([5]);
  });

  it('copes with a short or empty list', () => {
    expect(splitNewsAll([card(1, 'national'), card(2, 'national')])).toEqual({
      lead: items[0],
      secondary: [card(2, 'national')],
      national: [],
      international: [],
      states: [],
    });
    expect(splitNewsAll([]).lead).toBeUndefined();
  });
});
