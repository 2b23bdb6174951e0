import type {
  AllianceTally,
  CandidateResult,
  ElectionResults,
  ElectionSummary,
  PartyTally,
  SeatResults,
  SeatSummary,
} from '@janmat/shared/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { candidates, constituencies, elections, resultParties } from '../core/db/schema/results';

type ElectionRow = typeof elections.$inferSelect;
type SeatRow = typeof constituencies.$inferSelect;
type Person = { id: number; constituency: number; name: string; party: string; votes: number };

/** How many latest declarations an election's answer lists. */
const CHANGES_SHOWN = 12;

/** The latest of some moments, as ISO 8601. */
const latest = (moments: Date[]) => new Date(Math.max(...moments.map((m) => m.getTime()))).toISOString();

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

export const summaryOf = (e: ElectionRow): ElectionSummary => ({
  slug: e.slug,
  name: e.name,
  kind: e.kind,
  state: e.state,
  counting_date: e.counting_date,
  seats: e.seats,
  majority: e.majority,
  status: e.status,
  demo: e.demo,
  updated_at: e.updated_at.toISOString(),
});

/** Every election, the latest counting day first (`GET /api/results`). */
export async function electionList(db: Db): Promise<{ data: ElectionSummary[] }> {
  const rows = await db.select().from(elections).orderBy(desc(elections.counting_date), asc(elections.id));
  return { data: rows.map(summaryOf) };
}

async function electionBySlug(db: Db, slug: string): Promise<ElectionRow | undefined> {
  const [row] = await db.select().from(elections).where(eq(elections.slug, slug)).limit(1);
  return row;
}

/** A seat's candidates, most votes first (the lower id first on a tie). */
const ranked = (people: Person[]) => [...people].sort((a, b) => b.votes - a.votes || a.id - b.id);

function seatSummary(seat: SeatRow, people: Person[]): SeatSummary {
  const [first, second] = ranked(people);
  const won = seat.winner !== null;
  const leader = won ? people.find((p) => p.id === seat.winner) : first && first.votes > 0 ? first : undefined;
  return {
    number: seat.number,
    slug: seat.slug,
    name: seat.name,
    name_latin: seat.name_latin,
    district: seat.district,
    reserved: seat.reserved,
    status: won ? 'won' : seat.rounds_counted > 0 ? 'counting' : 'awaited',
    rounds_counted: seat.rounds_counted,
    rounds_total: seat.rounds_total,
    leader: leader
      ? {
          candidate: leader.id,
          name: leader.name,
          party: leader.party,
          votes: leader.votes,
          margin: leader.votes - (second?.votes ?? 0),
        }
      : null,
  };
}

/** Each party's seats won and led and its votes; each alliance's seats. */
function tallies(parties: (typeof resultParties.$inferSelect)[], seats: SeatSummary[], people: Person[]) {
  const total = people.reduce((sum, p) => sum + p.votes, 0);
  const tally: PartyTally[] = parties.map((p) => {
    const mine = seats.filter((s) => s.leader?.party === p.code);
    const votes = people.filter((c) => c.party === p.code).reduce((sum, c) => sum + c.votes, 0);
    return {
      code: p.code,
      name: p.name,
      short: p.short,
      colour: p.colour,
      alliance: p.alliance,
      won: mine.filter((s) => s.status === 'won').length,
      leading: mine.filter((s) => s.status === 'counting').length,
      votes,
      vote_share: share(votes, total),
    };
  });
  tally.sort((a, b) => b.won + b.leading - (a.won + a.leading) || b.votes - a.votes);
  const names = [...new Set(parties.flatMap((p) => (p.alliance ? [p.alliance] : [])))];
  const alliances: AllianceTally[] = names.map((name) => {
    const members = tally.filter((p) => p.alliance === name);
    return { name, won: members.reduce((n, p) => n + p.won, 0), leading: members.reduce((n, p) => n + p.leading, 0) };
  });
  return { parties: tally, alliances };
}

const personColumns = {
  id: candidates.id,
  constituency: candidates.constituency,
  name: candidates.name,
  party: candidates.party,
  votes: candidates.votes,
};

/** `GET /api/results/<election>`: the tally, every seat, the latest declarations; undefined for an unknown election. */
export async function electionResults(db: Db, slug: string): Promise<ElectionResults | undefined> {
  const election = await electionBySlug(db, slug);
  if (!election) return undefined;
  const [parties, seatRows, people] = await Promise.all([
    db.select().from(resultParties).where(eq(resultParties.election_id, election.id)),
    db
      .select()
      .from(constituencies)
      .where(eq(constituencies.election_id, election.id))
      .orderBy(asc(constituencies.number)),
    db.select(personColumns).from(candidates).where(eq(candidates.election_id, election.id)),
  ]);
  const bySeat = new Map<number, Person[]>();
  for (const p of people) bySeat.set(p.constituency, [...(bySeat.get(p.constituency) ?? []), p]);
  const seats = seatRows.map((s) => seatSummary(s, bySeat.get(s.number) ?? []));
  const changes = seatRows
    .filter((s) => s.declared_at !== null && s.winner !== null)
    .sort((a, b) => b.declared_at!.getTime() - a.declared_at!.getTime() || a.number - b.number)
    .slice(0, CHANGES_SHOWN)
    .map((s) => ({
      number: s.number,
      slug: s.slug,
      name: s.name,
      party: people.find((p) => p.id === s.winner)?.party ?? '',
      from: s.held_by,
      at: s.declared_at!.toISOString(),
    }));
  const summary = summaryOf(election);
  return {
    election: summary,
    ...tallies(parties, seats, people),
    constituencies: seats,
    changes,
    updated_at: latest([election.updated_at, ...seatRows.map((s) => s.updated_at)]),
  };
}

function candidateResults(seat: SeatRow, people: Person[]): CandidateResult[] {
  const total = people.reduce((sum, p) => sum + p.votes, 0);
  const order = ranked(people);
  const top = order[0];
  const leads = top !== undefined && top.votes > 0 && top.votes !== order[1]?.votes;
  return order.map((p) => ({
    id: p.id,
    name: p.name,
    party: p.party,
    votes: p.votes,
    share: share(p.votes, total),
    status:
      seat.winner !== null
        ? p.id === seat.winner
          ? 'won'
          : 'lost'
        : leads && p.id === top.id
          ? 'leading'
          : 'trailing',
  }));
}

/** `GET /api/results/<election>/<constituency slug>`; undefined for an unknown election or seat. */
export async function seatResults(db: Db, slug: string, seatSlug: string): Promise<SeatResults | undefined> {
  const election = await electionBySlug(db, slug);
  if (!election) return undefined;
  const [seat] = await db
    .select()
    .from(constituencies)
    .where(and(eq(constituencies.election_id, election.id), eq(constituencies.slug, seatSlug)))
    .limit(1);
  if (!seat) return undefined;
  const [people, parties] = await Promise.all([
    db
      .select(personColumns)
      .from(candidates)
      .where(and(eq(candidates.election_id, election.id), eq(candidates.constituency, seat.number))),
    db.select().from(resultParties).where(eq(resultParties.election_id, election.id)),
  ]);
  const { leader: _leader, ...constituency } = seatSummary(seat, people);
  const list = candidateResults(seat, people);
  const standing = new Set(people.map((p) => p.party));
  const summary = summaryOf(election);
  return {
    election: summary,
    constituency,
    candidates: list,
    parties: parties
      .filter((p) => standing.has(p.code))
      .map(({ code, name, short, colour }) => ({ code, name, short, colour })),
    margin: list.length > 1 ? list[0]!.votes - list[1]!.votes : (list[0]?.votes ?? 0),
    rounds_counted: seat.rounds_counted,
    rounds_total: seat.rounds_total,
    updated_at: seat.updated_at.toISOString(),
  };
}
