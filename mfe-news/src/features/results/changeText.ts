import type { PartyTally, SeatChange } from '@janmat/shared';
import { RESULTS_TEXTS as T } from './resultsTexts';

export type PartyNames = Map<string, Pick<PartyTally, 'short'>>;

/** «भाजपा ने कांग्रेस से पटना साहिब सीट छीनी», or the seat held, or won when its holder is not known. */
export function changeText(change: SeatChange, names: PartyNames): string {
  const winner = names.get(change.party)?.short ?? change.party;
  if (!change.from) return T.winnerOf(winner, change.name);
  if (change.from === change.party) return T.held(winner, change.name);
  return T.gained(winner, names.get(change.from)?.short ?? change.from, change.name);
}
