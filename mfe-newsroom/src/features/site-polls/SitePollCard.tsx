import { useState } from 'react';
import { badge, card, cardTitle, muted } from '../common/cardStyles';
import { formatIst } from '../common/formatIst';
import { PollResults } from '../common/PollResults';
import { plainButton, toolbar } from '../common/styles';
import type { DeskAction } from '../common/useDeskAction';
import { SitePollArticle } from './SitePollArticle';
import { SitePollForm } from './SitePollForm';
import { type SitePoll, useChangeSitePollMutation, useSitePollStepMutation } from './sitePollApi';

const checkLabel = { display: 'flex', alignItems: 'center', gap: '8px', minHeight: '44px' } as const;

/** One site poll: results, home page, article, text (while unvoted), close or reopen. */
export function SitePollCard({ poll, desk }: { poll: SitePoll; desk: DeskAction }) {
  const [change] = useChangeSitePollMutation();
  const [step] = useSitePollStepMutation();
  const [editing, setEditing] = useState(false);
  const id = poll.pollId;
  if (editing) {
    return (
      <li css={card}>
        <SitePollForm
          poll={poll}
          onDone={(saved) => {
            setEditing(false);
            if (saved) desk.setOutcome({ ok: true, text: saved });
          }}
        />
      </li>
    );
  }
  return (
    <li css={card}>
      <h2 css={cardTitle}>
        {poll.question}
        {poll.closed ? <span css={badge}>बंद</span> : null}
      </h2>
      <p css={muted}>
        पोल {id} · बना {poll.createdAt}
        {poll.closedAt ? ` · बंद हुआ ${formatIst(poll.closedAt)}` : ''}
      </p>
      <PollResults options={poll.options} votes={poll.votes} totalVotes={poll.totalVotes} />
      <label css={checkLabel}>
        <input
          type="checkbox"
          css={{ width: '24px', height: '24px' }}
          checked={poll.atHome}
          disabled={desk.busy}
          onChange={() =>
            desk.run(
              () => change({ pollId: id, version: poll.version, changes: { atHome: !poll.atHome } }),
              poll.atHome ? `पोल ${id} होम पेज से हटा।` : `पोल ${id} होम पेज पर दिखेगा।`,
            )
          }
        />
        होम पेज पर दिखाएँ
      </label>
      <SitePollArticle poll={poll} desk={desk} />
      <div css={toolbar}>
        {/* Once it has votes its text stays (the server refuses the change): no button that cannot work. */}
        {poll.totalVotes === 0 ? (
          <button type="button" css={plainButton} onClick={() => setEditing(true)} aria-label={`पोल ${id}: सवाल बदलें`}>
            सवाल बदलें
          </button>
        ) : null}
        <button
          type="button"
          css={plainButton}
          disabled={desk.busy}
          aria-label={`पोल ${id}: ${poll.closed ? 'फिर से खोलें' : 'बंद करें'}`}
          onClick={() =>
            desk.run(
              () => step({ pollId: id, version: poll.version, step: poll.closed ? 'reopen' : 'close' }),
              poll.closed ? `पोल ${id} फिर से खुल गया।` : `पोल ${id} बंद हो गया।`,
            )
          }
        >
          {poll.closed ? 'फिर से खोलें' : 'बंद करें'}
        </button>
      </div>
      {poll.totalVotes > 0 ? <p css={muted}>वोट आ चुके हैं: सवाल और विकल्प अब नहीं बदले जा सकते।</p> : null}
    </li>
  );
}
