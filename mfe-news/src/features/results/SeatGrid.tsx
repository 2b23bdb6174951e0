import { css } from '@emotion/react';
import { href, Link, type PartyTally, type SeatSummary, theme } from '@janmat/shared';
import { SEAT_STATUS, RESULTS_TEXTS as T } from './resultsTexts';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(2.75rem, 1fr))',
  gap: '3px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  a: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '2.75rem',
    borderRadius: theme.radius.sm,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    textDecoration: 'none',
  },
});

/** Won: the party's colour, filled; leading: its colour as a thick border; awaited: grey. The text says which. */
const cell = (seat: SeatSummary, colour: string | undefined) =>
  seat.status === 'won' && colour
    ? css({ background: colour, color: '#ffffff', textShadow: '0 0 2px #000000' })
    : seat.status === 'counting' && colour
      ? css({ border: `3px solid ${colour}`, color: theme.colors.text, background: theme.colors.background })
      : css({
          background: theme.colors.surface,
          color: theme.colors.textMuted,
          border: `1px dashed ${theme.colors.border}`,
        });

/** A seat's name for a screen reader and a tooltip: the seat, its leader's party, its state. */
function seatLabel(seat: SeatSummary, party: PartyTally | undefined): string {
  const who = seat.leader && party ? `${party.short} ${seat.status === 'won' ? T.won : T.leading}` : '';
  return [`${seat.number}. ${seat.name}`, who, SEAT_STATUS[seat.status]].filter(Boolean).join(', ');
}

/** Every seat, numbered, coloured by its leading party, each a link to its page. */
export function SeatGrid({
  election,
  seats,
  parties,
}: {
  election: string;
  seats: SeatSummary[];
  parties: PartyTally[];
}) {
  const byCode = new Map(parties.map((p) => [p.code, p]));
  return (
    <ol css={grid}>
      {seats.map((seat) => {
        const party = seat.leader ? byCode.get(seat.leader.party) : undefined;
        const label = seatLabel(seat, party);
        return (
          <li key={seat.number}>
            <Link
              to={href.resultsSeat({ election, constituency: seat.slug })}
              css={cell(seat, party?.colour)}
              aria-label={label}
              title={label}
            >
              {party ? party.short.slice(0, 2) : seat.number}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
