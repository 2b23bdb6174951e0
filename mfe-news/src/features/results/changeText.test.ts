import type { SeatChange } from '@janmat/shared';
import { changeText } from './changeText';

const names = new Map([
  ['BJP', { short: 'भाजपा' }],
  ['INC', { short: 'कांग्रेस' }],
]);
const change = (party: string, from: string | null): SeatChange => ({
  number: 4,
  slug: 'patna-sahib',
  name: 'पटना साहिब',
  party,
  from,
  at: '2030-11-14T08:00:00.000Z',
});

describe('changeText', () => {
  test('says a seat was taken from the party that held it, kept, or won', () => {
    expect(changeText(change('BJP', 'INC'), names)).toBe('भाजपा ने कांग्रेस से पटना साहिब सीट छीनी');
    expect(changeText(change('BJP', 'BJP'), names)).toBe('भाजपा ने पटना साहिब सीट बरकरार रखी');
    expect(changeText(change('INC', null), names)).toBe('कांग्रेस ने पटना साहिब सीट जीती');
    expect(changeText(change('XYZ', 'AAP'), names)).toBe('XYZ ने AAP से पटना साहिब सीट छीनी');
  });
});
