import type { SeatMatch } from '@janmat/shared/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { constituencies, elections } from '../core/db/schema/results';
import { foldLatin, romaniseText } from '../search/romanise';

/** Seats a finder answers at most. */
const MATCHES_SHOWN = 20;
/** Characters of a finder's words. */
export const FINDER_MAX = 100;

/** The loose Latin key of a name (search's romanisation), without spaces: `पटना साहिब` and `patna sahib` meet. */
const keyOf = (text: string) => romaniseText(text).replace(/ /g, '');

/**
 * The seats of an election whose Hindi or Latin name (or district, or number) holds the words as a
 * reader types them, in Devanagari or on an English keyboard (`पटना`, `patna`, `bodhgaya`); names that
 * start with them first. Undefined for an unknown election.
 */
export async function findSeats(db: Db, slug: string, words: string): Promise<{ data: SeatMatch[] } | undefined> {
  const [election] = await db.select({ id: elections.id }).from(elections).where(eq(elections.slug, slug)).limit(1);
  if (!election) return undefined;
  const seats = await db
    .select({
      number: constituencies.number,
      slug: constituencies.slug,
      name: constituencies.name,
      name_latin: constituencies.name_latin,
      district: constituencies.district,
    })
    .from(constituencies)
    .where(eq(constituencies.election_id, election.id))
    .orderBy(asc(constituencies.number));
  const wanted = keyOf(words);
  if (wanted === '') return { data: [] };
  const number = /^\d+$/.test(words.trim()) ? Number(words.trim()) : undefined;
  const scored = seats.flatMap((seat) => {
    if (seat.number === number) return [{ seat, rank: 0 }];
    const names = [keyOf(seat.name), foldLatin(seat.name_latin)];
    if (names.some((name) => name.startsWith(wanted))) return [{ seat, rank: 1 }];
    if (names.some((name) => name.includes(wanted))) return [{ seat, rank: 2 }];
    return keyOf(seat.district).startsWith(wanted) ? [{ seat, rank: 3 }] : [];
  });
  scored.sort((a, b) => a.rank - b.rank || a.seat.number - b.seat.number);
  return { data: scored.slice(0, MATCHES_SHOWN).map(({ seat }) => seat) };
}
