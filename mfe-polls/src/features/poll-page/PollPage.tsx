import { css } from '@emotion/react';
import {
  Breadcrumb,
  EXPOSED,
  href,
  Link,
  LoadError,
  NotFound,
  PageHeading,
  PageMeta,
  type Poll,
  slugify,
  theme,
  WidgetSlot,
} from '@janmat/shared';
import { ShareBar } from '@janmat/shared/share';
import { PollWidget } from '../poll-widget/PollWidget';
import { PollPageSkeleton } from './PollPageSkeleton';
import { type PollKind, usePollFromRoute } from './usePollFromRoute';

const layout = css({ maxWidth: '720px' });
const cta = css({ marginTop: theme.space.lg });

const canonicalOf = (kind: PollKind, poll: Poll) =>
  (kind === 'user' ? href.userPoll : href.sitePoll)({ id: poll.poll_id, name: slugify(poll.name) });

/** A poll's own page: the question as the heading, the poll to vote in, and share links. */
export function PollPage({ kind }: { kind: PollKind }) {
  const { poll, missing, error, refetch } = usePollFromRoute(kind);

  if (missing) return <NotFound />;
  if (error) return <LoadError message="पोल लोड नहीं हो सके।" error={error} onRetry={refetch} />;
  if (!poll) return <PollPageSkeleton />;

  const canonical = canonicalOf(kind, poll);
  return (
    <article css={layout}>
      <PageMeta
        title={`${poll.name} | जनमत`}
        description={`जनमत पोल: ${poll.name} — अपनी राय दें और नतीजे देखें।`}
        keywords="पोल, जनमत सर्वेक्षण, वोट, राय"
        canonical={canonical}
      />
      <Breadcrumb items={[{ label: 'पोल', to: href.createPoll() }, { label: poll.name }]} />
      <PageHeading>{poll.name}</PageHeading>
      <WidgetSlot module={EXPOSED.pollWidget} props={{ poll, showQuestion: false, kind }}>
        <PollWidget poll={poll} showQuestion={false} kind={kind} />
      </WidgetSlot>
      <ShareBar url={canonical} title={poll.name} />
      <p css={cta}>
        आपका भी कोई सवाल है? <Link to={href.createPoll()}>अपना पोल बनाएं</Link>
      </p>
    </article>
  );
}
