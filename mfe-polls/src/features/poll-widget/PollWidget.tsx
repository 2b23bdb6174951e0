import { css } from '@emotion/react';
import { type PollWidgetProps, theme, visuallyHidden } from '@janmat/shared';
import { useId } from 'react';
import { PollResults } from './PollResults';
import { optionsOf } from './pollCounts';
import { usePollVote } from './usePollVote';
import { VoteForm } from './VoteForm';

export interface PollWidgetOwnProps extends PollWidgetProps {
  /** False on the poll's own page, whose h1 already is the question (the legend then is hidden text). */
  showQuestion?: boolean;
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
const question = css({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.fontSizes.lg, lineHeight: 1.4 });
/**
 * A poll anyone can vote in: the question and its options as radios, then the results (a bar per
 * option and the total). Exposed as `polls/PollWidget` for the home page and the article sidebar.
 */
export function PollWidget({ poll, headingLevel = 2, showQuestion = true }: PollWidgetOwnProps) {
  const { phase, counts, chosen, submit } = usePollVote(poll);
  const options = optionsOf(poll, counts);
  const headingId = useId();
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
    <section css={card} aria-labelledby={headingId} data-poll-id={poll.poll_id}>
      {phase === 'voting' ? (
        <VoteForm legend={title} options={options} onVote={submit} />
      ) : (
        <>
          {title}
          <PollResults options={options} chosen={chosen} />
        </>
      )}
    </section>
  );
}
