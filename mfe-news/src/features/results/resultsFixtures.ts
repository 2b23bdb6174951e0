import type { ElectionResults, ElectionSummary, SeatResults } from '@janmat/shared';

/** Test answers of the results API: an election mid-count, three parties, three seats. */
const ELECTION: ElectionSummary = {
  slug: 'demo',
  name: 'बिहार विधानसभा चुनाव (डेमो)',
  kind: 'vidhan-sabha',
  state: 'बिहार',
  counting_date: '2030-11-14',
  seats: 3,
  majority: 2,
  status: 'counting',
  demo: true,
  updated_at: '2030-11-14T06:30:00.000Z',
};

const party = (code: string, short: string, colour: string, alliance: string, won: number, leading: number) => ({
  code,
  name: `${short} पार्टी`,
  short,
  colour,
  alliance,
  won,
  leading,
  votes: 123_456 * (won + leading + 1),
  vote_share: 33.3,
});

export const RESULTS: ElectionResults = {
  election: ELECTION,
  parties: [
    party('BJP', 'भाजपा', '#f47216', 'राजग', 1, 1),
    party('INC', 'कांग्रेस', '#1565c0', 'महागठबंधन', 0, 0),
    party('RJD', 'राजद', '#00796b', 'महागठबंधन', 0, 0),
  ],
  alliances: [
    { name: 'राजग', won: 1, leading: 1 },
    { name: 'महागठबंधन', won: 0, leading: 0 },
  ],
  constituencies: [
    {
      number: 1,
      slug: 'patna-sahib',
      name: 'पटना साहिब',
      name_latin: 'Patna Sahib',
      district: 'पटना',
      reserved: null,
      status: 'won',
      rounds_counted: 20,
      rounds_total: 20,
      leader: { candidate: 101, name: 'राम सिंह', party: 'BJP', votes: 123_456, margin: 4_321 },
    },
    {
      number: 2,
      slug: 'danapur',
      name: 'दानापुर',
      name_latin: 'Danapur',
      district: 'पटना',
      reserved: null,
      status: 'counting',
      rounds_counted: 5,
      rounds_total: 18,
      leader: { candidate: 201, name: 'रीता देवी', party: 'BJP', votes: 20_000, margin: 150 },
    },
    {
      number: 3,
      slug: 'gaya-town',
      name: 'गया टाउन',
      name_latin: 'Gaya Town',
      district: 'गया',
      reserved: 'SC',
      status: 'awaited',
      rounds_counted: 0,
      rounds_total: 0,
      leader: null,
    },
  ],
  changes: [
    { number: 1, slug: 'patna-sahib', name: 'पटना साहिब', party: 'BJP', from: 'INC', at: '2030-11-14T06:29:00.000Z' },
  ],
  updated_at: ELECTION.updated_at,
};

export const SEAT: SeatResults = {
  election: ELECTION,
  constituency: {
    number: 2,
    slug: 'danapur',
    name: 'दानापुर',
    name_latin: 'Danapur',
    district: 'पटना',
    reserved: null,
    status: 'counting',
    rounds_counted: 5,
    rounds_total: 18,
  },
  candidates: [
    { id: 201, name: 'रीता देवी', party: 'BJP', votes: 123_456, share: 50.1, status: 'leading' },
    { id: 202, name: 'सुनील यादव', party: 'RJD', votes: 123_306, share: 49.9, status: 'trailing' },
  ],
  parties: [
    { code: 'BJP', name: 'भाजपा पार्टी', short: 'भाजपा', colour: '#f47216' },
    { code: 'RJD', name: 'राजद पार्टी', short: 'राजद', colour: '#00796b' },
  ],
  margin: 150,
  rounds_counted: 5,
  rounds_total: 18,
  updated_at: '2030-11-14T06:31:00.000Z',
};
