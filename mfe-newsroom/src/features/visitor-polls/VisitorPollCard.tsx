import { useState } from 'react';
import { badge, card, cardTitle, muted } from '../common/cardStyles';
import { formatIst } from '../common/formatIst';
import { PollResults } from '../common/PollResults';
import { plainButton, toolbar } from '../common/styles';
import type { DeskAction } from '../common/useDeskAction';
import { ReasonDialog } from './ReasonDialog';
import {
  useDeleteVisitorPollMutation,
  useHideVisitorPollMutation,
  useShowVisitorPollMutation,
  type VisitorPoll,
} from './visitorPollApi';

/** One visitor's poll: its results; hide it (with a reason), show it again, or delete it (with a reason). */
export function VisitorPollCard({ poll, desk }: { poll: VisitorPoll; desk: DeskAction }) {
  const [hide] = useHideVisitorPollMutation();
  const [show] = useShowVisitorPollMutation();
  const [remove] = useDeleteVisitorPollMutation();
  const [asking, setAsking] = useState<'hide' | 'delete'>();
  const id = poll.pollId;
  const said = (text: string) => {
    setAsking(undefined);
    desk.setOutcome({ ok: true, text });
  };
  return (
    <li css={card}>
      <h2 css={cardTitle}>
        {poll.question}
        {poll.hidden ? <span css={badge}>छिपा हुआ</span> : null}
      </h2>
      <p css={muted}>
        पोल {id} · बना {poll.createdAt}
      </p>
      {poll.hidden ? (
        <p css={muted}>
          छिपाया गया{poll.hiddenAt ? ` ${formatIst(poll.hiddenAt)}` : ''}; कारण: {poll.hiddenReason ?? '—'}
        </p>
      ) : null}
      <PollResults options={poll.options} votes={poll.votes} totalVotes={poll.totalVotes} />
      <div css={toolbar}>
        {poll.hidden ? (
          <button
            type="button"
            css={plainButton}
            disabled={desk.busy}
            aria-label={`पोल ${id}: फिर से दिखाएँ`}
            onClick={() => desk.run(() => show(id), `पोल ${id} फिर से दिखने लगा।`)}
          >
            फिर से दिखाएँ
          </button>
        ) : (
          <button type="button" css={plainButton} aria-label={`पोल ${id}: छिपाएँ`} onClick={() => setAsking('hide')}>
            छिपाएँ
          </button>
        )}
        <button type="button" css={plainButton} aria-label={`पोल ${id}: हटाएँ`} onClick={() => setAsking('delete')}>
          हटाएँ
        </button>
      </div>
      {asking === 'hide' ? (
        <ReasonDialog
          title={`पोल ${id} पाठकों से छिपाएँ?`}
          confirmLabel="छिपाएँ"
          onSubmit={(reason) => hide({ pollId: id, reason })}
          onDone={() => said(`पोल ${id} छिपा दिया गया।`)}
          onClose={() => setAsking(undefined)}
        />
      ) : null}
      {asking === 'delete' ? (
        <ReasonDialog
          title={`पोल ${id} और उसके सारे वोट हमेशा के लिए हटाएँ?`}
          confirmLabel="हाँ, हटाएँ"
          onSubmit={(reason) => remove({ pollId: id, reason })}
          onDone={() => said(`पोल ${id} हटा दिया गया।`)}
          onClose={() => setAsking(undefined)}
        />
      ) : null}
    </li>
  );
}
