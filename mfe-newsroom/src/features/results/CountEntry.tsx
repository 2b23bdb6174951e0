import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../common/errorMessage';
import { type ActionOutcome, Outcome } from '../common/Outcome';
import { mainButton, toolbar } from '../common/styles';
import { useDeskSeatQuery, useDeskTallyQuery, useSendCountsMutation } from './resultsDeskApi';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: theme.space.sm,
  label: { display: 'flex', flexDirection: 'column', gap: theme.space.xs },
  input: { minHeight: '44px', fontSize: theme.fontSizes.lg, fontVariantNumeric: 'tabular-nums' },
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Counts by hand, made for a results night: type the seat's number, the round and the rounds in all,
 * then each candidate's votes of that round (Tab between them, Enter sends). After a round is sent
 * the form moves to the next round with the votes cleared and the first candidate's field focused;
 * «विजेता घोषित करें» with the last round declares the leader. The server refuses a bad row in Hindi.
 */
export function CountEntry({ slug }: { slug: string }) {
  const tally = useDeskTallyQuery(slug);
  const [send, { isLoading }] = useSendCountsMutation();
  const [seatNumber, setSeatNumber] = useState('');
  const [round, setRound] = useState('1');
  const [total, setTotal] = useState('');
  const [votes, setVotes] = useState<Record<number, string>>({});
  const [declare, setDeclare] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const firstVotes = useRef<HTMLInputElement>(null);
  const seat = tally.data?.constituencies.find((s) => s.number === whole(seatNumber));
  const detail = useDeskSeatQuery({ slug, seat: seat?.slug ?? '' }, { skip: !seat });
  const totalText = total || (seat?.rounds_total ? String(seat.rounds_total) : '');
  const people = seat && detail.data?.constituency.number === seat.number ? detail.data.candidates : [];
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!seat) return;
    const counts = people.map((p) => ({
      constituency: seat.number,
      candidate: p.id,
      votes: whole(votes[p.id] ?? ''),
      round: whole(round),
      rounds_total: whole(totalText),
    }));
    const result = await send({ slug, batch: { counts, ...(declare ? { declare: [seat.number] } : {}) } });
    if ('error' in result) return setOutcome({ ok: false, text: errorMessage(result.error) });
    setOutcome({ ok: true, text: `${seat.name}: राउंड ${round} भेजा गया${declare ? ', विजेता घोषित' : ''}।` });
    setVotes({});
    setDeclare(false);
    setRound(String(whole(round) + 1));
    firstVotes.current?.focus();
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby="count-title">
      <h2 id="count-title">गिनती दर्ज करें</h2>
      <div css={grid}>
        <label>
          सीट संख्या
          <input value={seatNumber} onChange={(e) => setSeatNumber(e.target.value)} inputMode="numeric" required />
        </label>
        <label>
          राउंड
          <input value={round} onChange={(e) => setRound(e.target.value)} inputMode="numeric" required />
        </label>
        <label>
          कुल राउंड
          <input value={totalText} onChange={(e) => setTotal(e.target.value)} inputMode="numeric" required />
        </label>
      </div>
      <p aria-live="polite">
        {seat ? `${seat.number}. ${seat.name}: ${seat.rounds_counted}/${seat.rounds_total} राउंड गिने गए` : ''}
      </p>
      <div css={grid}>
        {people.map((p, i) => (
          <label key={p.id}>
            {p.name} ({p.party})
            <input
              ref={i === 0 ? firstVotes : undefined}
              value={votes[p.id] ?? ''}
              onChange={(e) => setVotes({ ...votes, [p.id]: e.target.value })}
              inputMode="numeric"
              required
            />
          </label>
        ))}
      </div>
      <label>
        <input type="checkbox" checked={declare} onChange={(e) => setDeclare(e.target.checked)} /> विजेता घोषित करें (आख़िरी
        राउंड के बाद)
      </label>
      <Outcome outcome={outcome} />
      <div css={toolbar}>
        <button type="submit" css={mainButton} disabled={isLoading || people.length === 0}>
          भेजें
        </button>
      </div>
    </form>
  );
}
