import { Link, theme } from '@janmat/shared';
import { useState } from 'react';
import { ArticlePicker } from '../common/ArticlePicker';
import { blockLink } from '../common/cardStyles';
import { newsroomHref } from '../common/newsroomPaths';
import { plainButton, selectControl, toolbar } from '../common/styles';
import type { DeskAction } from '../common/useDeskAction';
import { type SitePoll, useChangeSitePollMutation } from './sitePollApi';

/** The article whose pages show the poll (spec `news_id`): by its id or found by title; or none. */
export function SitePollArticle({ poll, desk }: { poll: SitePoll; desk: DeskAction }) {
  const [change] = useChangeSitePollMutation();
  const [typed, setTyped] = useState('');
  const attach = (newsId: number | null) =>
    desk.run(
      () => change({ pollId: poll.pollId, version: poll.version, changes: { newsId } }),
      newsId === null ? `पोल ${poll.pollId} अब किसी लेख पर नहीं दिखेगा।` : `पोल ${poll.pollId} लेख ${newsId} से जुड़ गया।`,
    );
  const idField = `poll-${poll.pollId}-news-id`;
  return (
    <details css={{ margin: `${theme.space.sm} 0` }}>
      <summary css={{ minHeight: '44px', display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
        {poll.newsId === null ? 'किसी लेख से नहीं जुड़ा' : `लेख ${poll.newsId} से जुड़ा`}
        {' — '}लेख बदलें
      </summary>
      {poll.newsId !== null ? (
        <div css={toolbar}>
          <Link to={newsroomHref('article', { id: poll.newsId })} css={blockLink}>
            लेख {poll.newsId} खोलें
          </Link>
          <button type="button" css={plainButton} disabled={desk.busy} onClick={() => attach(null)}>
            लेख से हटाएँ
          </button>
        </div>
      ) : null}
      <form
        css={toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          const id = Number(typed);
          if (Number.isInteger(id) && id > 0) void attach(id);
        }}
      >
        <label htmlFor={idField} css={{ display: 'flex', flexDirection: 'column', gap: '4px' }}>
          लेख आईडी
          <input
            id={idField}
            css={selectControl}
            inputMode="numeric"
            pattern="[0-9]*"
            value={typed}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button type="submit" css={plainButton} disabled={desk.busy || typed === ''}>
          इस लेख से जोड़ें
        </button>
      </form>
      <ArticlePicker label="या शीर्षक से लेख खोजें" onPick={(article) => void attach(article.id)} />
    </details>
  );
}
