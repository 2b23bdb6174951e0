import { css } from '@emotion/react';
import { type PollWidgetProps, pollAnchorId, theme, visuallyHidden } from '@janmat/shared';
import { useEffect, useState } from 'react';
import type { PollKind } from '../poll-page/usePollFromRoute';
import { PollResults } from './PollResults';
import { optionsOf } from './pollCounts';
import { useLivePoll } from './useLivePoll';
import { usePollVote } from './usePollVote';
import { usePostedVote } from './usePostedVote';
import { VoteForm } from './VoteForm';

export interface PollWidgetOwnProps extends PollWidgetProps {
  /** False on the poll's own page, whose h1 already is the question (the legend then is hidden text). */
  showQuestion?: boolean;
  /** Whose poll it is, for where its fresh counts are read: the site's (home, articles) by default. */
  kind?: PollKind;
}

const card = css({
  margin: `${theme.space.md} 0`,
  padding: theme.space.md,
  border: `1px solid ${theme.colors.border}`,
  borderTop: `4px solid ${theme.colors.brand}`,
  borderRadius: theme.radius.md,
  background: theme.colors.background,
  color: theme.colors.text,
  lineHeight: theme.lineHeight,
});
const status = css({ margin: `0 0 ${theme.space.sm}`, fontWeight: 600 });
const question = css({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.fontSizes.lg, lineHeight: 1.4 });
/**
 * A poll anyone can vote in: the question and its options as radios, then the results (a bar per
 * option and the total). Exposed as `polls/PollWidget` for the home page and the article sidebar.
 * After a vote posted without scripts, the page's address says how it went (`usePostedVote`): the
 * results with the thanks or the repeat-vote text, or the form again asking for an option. Its
 * results follow new votes without a reload, the total told politely to screen readers.
 */
export function PollWidget({ poll: given, headingLevel = 2, showQuestion = true, kind = 'site' }: PollWidgetOwnProps) {
  // While its results are on screen, the counts follow the votes as they arrive (every 10 s, tab visible).
  const [showingResults, setShowingResults] = useState(false);
  const poll = useLivePoll(given, kind, showingResults);
  const posted = usePostedVote(poll.poll_id);
  const { phase, counts, chosen, submit } = usePollVote(poll, posted !== undefined && posted.outcome !== 'missing');
  useEffect(() => setShowingResults(phase === 'results'), [phase]);
  const options = optionsOf(poll, counts);
  // From the poll, not `useId`: the widget is also hydrated as an island of its own (decision 0032),
  // where `useId` would not give the id the whole page was rendered with.
  const headingId = `${pollAnchorId(poll.poll_id)}-question`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const title = showQuestion ? (
    <Heading id={headingId} css={question}>
      {poll.name}
    </Heading>
  ) : (
    <span id={headingId} css={visuallyHidden}>
      {poll.name}
    </span>
  );

  return (
    <section id={pollAnchorId(poll.poll_id)} css={card} aria-labelledby={headingId} data-poll-id={poll.poll_id}>
      {phase === 'voting' ? (
        <VoteForm
          pollId={poll.poll_id}
          legend={title}
          options={options}
          onVote={submit}
          problem={posted?.outcome === 'missing' ? posted.text : undefined}
        />
      ) : (
        <>
          {title}
          {posted && posted.outcome !== 'missing' ? (
            <p role="status" css={status}>
              {posted.text}
            </p>
          ) : null}
          <PollResults options={options} chosen={chosen} announce={showingResults} />
        </>
      )}
    </section>
  );
}
