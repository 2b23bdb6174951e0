import { Link, theme } from '@janmat/shared';
import type { Article, StaffRole } from '@janmat/shared/contracts';
import { useState } from 'react';
import { blockLink } from '../common/cardStyles';
import { conflictOf, errorMessage, fieldErrors } from '../common/errorMessage';
import { formatIst } from '../common/formatIst';
import { newsroomHref } from '../common/newsroomPaths';
import { errorBox, mainButton, plainButton, successBox } from '../common/styles';
import { useArticleActionMutation } from './articleApi';
import { ScheduleControl } from './ScheduleControl';
import { STATUS_LABELS } from './statusLabels';

type Step = { action: 'submit' | 'publish' | 'unpublish'; at?: string; push?: boolean };

const DONE: Record<Step['action'], string> = {
  submit: 'लेख संपादक को भेज दिया गया।',
  publish: 'लेख प्रकाशित हो गया।',
  unpublish: 'लेख पाठकों से हटा दिया गया।',
};

interface ArticleActionsProps {
  article: Article;
  role: StaffRole;
  /** Unsaved changes: a step would act on the saved article, not on what is on screen. */
  dirty: boolean;
  /** What publishing still needs (photo, body), shown under those fields. */
  onFieldErrors: (errors: Record<string, string>) => void;
  /** The article after a step (its new version is the one to hold). */
  onDone: (article: Article) => void;
  /** A step made to an older version: the article as someone else saved it. */
  onConflict: (current: Article) => void;
}

const box = { display: 'flex', flexDirection: 'column', gap: theme.space.sm, marginTop: theme.space.lg } as const;
const row = { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'end' } as const;
const check = { display: 'flex', alignItems: 'center', gap: theme.space.sm, minHeight: '44px' } as const;
const tick = { width: '24px', height: '24px' } as const;

/**
 * The article's status and the steps this role may take from it: submit, publish, schedule, unpublish;
 * for editors, a link to its live page's updates.
 */
export function ArticleActions({ article, role, dirty, onFieldErrors, onDone, onConflict }: ArticleActionsProps) {
  const [act, { isLoading }] = useArticleActionMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [push, setPush] = useState(false);
  const editor = role !== 'reporter';
  const { status } = article;
  const run = async (step: Step) => {
    setOutcome(undefined);
    const result = await act({ id: article.id, version: article.version, ...step });
    if ('error' in result) {
      const current = conflictOf<Article>(result.error);
      if (current) return onConflict(current);
      onFieldErrors(fieldErrors(result.error));
      setOutcome({ ok: false, text: errorMessage(result.error) });
    } else {
      onDone(result.data);
      const done = step.at && result.data.status === 'scheduled' ? 'प्रकाशन का समय तय हो गया।' : DONE[step.action];
      setOutcome({ ok: true, text: [done, result.data.push?.message].filter(Boolean).join(' ') });
    }
  };
  const busy = isLoading || dirty;
  return (
    <section aria-labelledby="article-actions-title" css={box}>
      <h2 id="article-actions-title" css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>
        स्थिति: {STATUS_LABELS[status]}
        {status === 'scheduled' && article.publishAt ? ` (${formatIst(article.publishAt)})` : ''}
      </h2>
      {dirty ? <p css={{ margin: 0 }}>आगे बढ़ाने से पहले बदलाव सहेजें।</p> : null}
      <div css={row}>
        {!editor && status === 'draft' ? (
          <button type="button" css={mainButton} disabled={busy} onClick={() => run({ action: 'submit' })}>
            संपादक को भेजें
          </button>
        ) : null}
        {editor && status !== 'published' ? (
          <>
            <button type="button" css={mainButton} disabled={busy} onClick={() => run({ action: 'publish', push })}>
              अभी प्रकाशित करें
            </button>
            <label css={check}>
              <input type="checkbox" checked={push} onChange={(event) => setPush(event.target.checked)} css={tick} />
              पुश भेजें
            </label>
          </>
        ) : null}
        {editor && (status === 'published' || status === 'scheduled') ? (
          <button type="button" css={plainButton} disabled={busy} onClick={() => run({ action: 'unpublish' })}>
            प्रकाशन रोकें (पाठकों से हटाएँ)
          </button>
        ) : null}
      </div>
      {editor ? (
        <Link to={newsroomHref('live', { id: article.id })} css={blockLink}>
          लाइव पेज: अपडेट भेजें
        </Link>
      ) : null}
      {editor && status !== 'published' ? (
        <ScheduleControl disabled={busy} onSchedule={(at) => run({ action: 'publish', at })} />
      ) : null}
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} css={outcome.ok ? successBox : errorBox}>
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
