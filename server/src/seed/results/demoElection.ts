import { DEMO_SEATS } from './demoSeats';

/** The demo election as the seed stores it: every row, and each declared seat's order. */
export interface SeedResults {
  election: {
    slug: string;
    name: string;
    kind: 'vidhan-sabha';
    state: string;
    counting_date: string;
    seats: number;
    majority: number;
    status: 'counting';
    demo: true;
  };
  parties: { code: string; name: string; short: string; colour: string; alliance: string | null }[];
  constituencies: {
    number: number;
    slug: string;
    name: string;
    name_latin: string;
    district: string;
    reserved: 'SC' | 'ST' | null;
    held_by: string;
    rounds_total: number;
    rounds_counted: number;
    winner: number | null;
  }[];
  candidates: { id: number; constituency: number; name: string; party: string; votes: number }[];
  counts: { constituency: number; candidate: number; round: number; votes: number }[];
}

const NDA = 'राजग';
const MGB = 'महागठबंधन';

const PARTIES: SeedResults['parties'] = [
  { code: 'BJP', name: 'भारतीय जनता पार्टी', short: 'भाजपा', colour: '#f47216', alliance: NDA },
  { code: 'JDU', name: 'जनता दल (यूनाइटेड)', short: 'जदयू', colour: '#1b5e20', alliance: NDA },
  { code: 'LJP', name: 'लोक जनशक्ति पार्टी (रामविलास)', short: 'लोजपा', colour: '#6a1b9a', alliance: NDA },
  { code: 'RJD', name: 'राष्ट्रीय जनता दल', short: 'राजद', colour: '#00796b', alliance: MGB },
  { code: 'INC', name: 'भारतीय राष्ट्रीय कांग्रेस', short: 'कांग्रेस', colour: '#1565c0', alliance: MGB },
  { code: 'CPIML', name: 'भाकपा (माले) लिबरेशन', short: 'माले', colour: '#c62828', alliance: MGB },
  { code: 'JSP', name: 'जन सुराज पार्टी', short: 'जन सुराज', colour: '#f9a825', alliance: null },
  { code: 'BSP', name: 'बहुजन समाज पार्टी', short: 'बसपा', colour: '#283593', alliance: null },
  { code: 'AIMIM', name: 'ऑल इंडिया मजलिस-ए-इत्तेहादुल मुस्लिमीन', short: 'एआईएमआईएम', colour: '#2e7d32', alliance: null },
  { code: 'IND', name: 'निर्दलीय', short: 'निर्दलीय', colour: '#616161', alliance: null },
];

const NDA_TURNS = ['BJP', 'JDU', 'BJP', 'JDU', 'LJP'];
const MGB_TURNS = ['RJD', 'RJD', 'INC', 'RJD', 'CPIML'];
const OTHERS = ['JSP', 'BSP', 'AIMIM'];
const HELD = ['BJP', 'JDU', 'RJD', 'RJD', 'BJP', 'INC', 'JDU', 'CPIML'];
/** Each party's usual share of a seat's votes, before the seat's own swing. */
const STRENGTH: Record<string, number> = {
  BJP: 40,
  JDU: 36,
  LJP: 30,
  RJD: 39,
  INC: 31,
  CPIML: 33,
  JSP: 8,
  BSP: 4,
  AIMIM: 5,
  IND: 2,
};

const FIRST = [
  'राम',
  'सुनील',
  'रीता',
  'प्रेम',
  'अनिल',
  'कविता',
  'विजय',
  'मनोज',
  'सुनीता',
  'अशोक',
  'पूनम',
  'राजेश',
  'संजय',
  'नीतू',
  'दिनेश',
  'अरुण',
  'शबनम',
  'मोहम्मद',
  'ललन',
  'गीता',
];
const LAST = [
  'सिंह',
  'यादव',
  'कुमार',
  'देवी',
  'पासवान',
  'मांझी',
  'राय',
  'चौधरी',
  'प्रसाद',
  'महतो',
  'अंसारी',
  'ठाकुर',
  'मंडल',
  'साह',
  'झा',
  'खातून',
  'पांडेय',
  'शर्मा',
];

/** A fixed sequence of numbers in [0, 1) (mulberry32): the same demo on every start and machine. */
function sequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const slugOf = (latin: string) => latin.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A seat's candidates: one of each alliance, then the smaller parties and independents (4 to 10 in all). */
function partiesOf(seat: number, next: () => number): string[] {
  const standing = [NDA_TURNS[seat % NDA_TURNS.length]!, MGB_TURNS[(seat * 3) % MGB_TURNS.length]!];
  const more = 2 + Math.floor(next() * 7);
  for (let i = 0; i < more; i += 1) standing.push(OTHERS[i] ?? 'IND');
  return standing;
}

/** Votes of each candidate in each counted round, around their party's strength and the seat's swing. */
function roundsOf(parties: string[], counted: number, next: () => number): number[][] {
  const swing = next() * 16 - 8;
  const weights = parties.map((p, i) =>
    Math.max(0.5, STRENGTH[p]! + (i === 0 ? swing : i === 1 ? -swing : 0) + next() * 6),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  const rounds: number[][] = [];
  for (let r = 0; r < counted; r += 1) {
    const voters = 7_000 + Math.floor(next() * 5_000);
    rounds.push(weights.map((w) => Math.round(((voters * w) / sum) * (0.9 + next() * 0.2))));
  }
  return rounds;
}

/** The demo election: 122 seats of Bihar, ten parties in two alliances and others, mid-count. */
export function demoElection(): SeedResults {
  const next = sequence(2030);
  const seats = DEMO_SEATS.split('\n').map((line) => line.split('|'));
  const result: SeedResults = {
    election: {
      slug: 'demo-bihar',
      name: 'बिहार विधानसभा चुनाव (डेमो)',
      kind: 'vidhan-sabha',
      state: 'बिहार',
      counting_date: '2030-11-14',
      seats: seats.length,
      majority: Math.floor(seats.length / 2) + 1,
      status: 'counting',
      demo: true,
    },
    parties: PARTIES,
    constituencies: [],
    candidates: [],
    counts: [],
  };
  for (const [i, [name, latin, district, reserved]] of seats.entries())
    addSeat(result, i + 1, { name: name!, latin: latin!, district: district!, reserved }, next);
  return result;
}

function addSeat(
  result: SeedResults,
  number: number,
  seat: { name: string; latin: string; district: string; reserved: string | undefined },
  next: () => number,
): void {
  const rounds_total = 14 + Math.floor(next() * 17);
  const stage = next();
  const rounds_counted = stage < 0.3 ? rounds_total : stage < 0.88 ? 1 + Math.floor(next() * (rounds_total - 1)) : 0;
  const parties = partiesOf(number, next);
  const rounds = roundsOf(parties, rounds_counted, next);
  const people = parties.map((party, k) => ({
    id: number * 100 + k + 1,
    constituency: number,
    name: `${FIRST[Math.floor(next() * FIRST.length)]} ${LAST[Math.floor(next() * LAST.length)]}`,
    party,
    votes: rounds.reduce((sum, round) => sum + round[k]!, 0),
  }));
  rounds.forEach((round, r) => {
    round.forEach((votes, k) => {
      result.counts.push({ constituency: number, candidate: people[k]!.id, round: r + 1, votes });
    });
  });
  const [first, second] = [...people].sort((a, b) => b.votes - a.votes);
  const declared = rounds_counted === rounds_total && first!.votes !== second!.votes;
  result.candidates.push(...people);
  result.constituencies.push({
    number,
    slug: slugOf(seat.latin),
    name: seat.name,
    name_latin: seat.latin,
    district: seat.district,
    reserved: seat.reserved === 'SC' || seat.reserved === 'ST' ? seat.reserved : null,
    held_by: HELD[Math.floor(next() * HELD.length)]!,
    rounds_total,
    rounds_counted,
    winner: declared ? first!.id : null,
  });
}
