import { css } from '@emotion/react';
import { type Author, BREAKPOINTS, IMAGE_SIZES, mq, PageHeading, theme } from '@janmat/shared';
import { Photo } from '@janmat/shared/photo';
import { pillLinks } from '../common/pillLinks';
import { socialName } from './socialName';

const profile = css({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: theme.space.md,
  alignItems: 'start',
  margin: `${theme.space.md} 0 ${theme.space.xl}`,
  padding: theme.space.md,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  [mq.md]: { gridTemplateColumns: '160px minmax(0, 1fr)', gap: theme.space.lg, padding: theme.space.lg },
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '1 / 1',
    objectFit: 'cover',
    borderRadius: '50%',
    background: theme.colors.skeleton,
  },
  h1: { marginTop: 0 },
  p: { margin: `0 0 ${theme.space.md}` },
});

/** The photo's column: 96 px, 160 px from `md`. */
const PHOTO_SIZES = `(min-width: ${BREAKPOINTS.md}px) 160px, 96px`;

const links = pillLinks(theme.colors.border);

/** The author's photo, name (the page's h1), description and two social links. */
export function AuthorProfile({ author }: { author: Author }) {
  return (
    <section css={profile} aria-label="लेखक परिचय">
      <Photo
        src={author.photo}
        alt={author.name}
        sizes={PHOTO_SIZES}
        width={IMAGE_SIZES.author.width}
        height={IMAGE_SIZES.author.height}
        loading="eager"
        fetchPriority="high"
      />
      <div>
        <PageHeading>{author.name}</PageHeading>
        <p>{author.des}</p>
        <ul css={links}>
          {[author.link1, author.link2].filter(Boolean).map((link) => (
            <li key={link}>
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${author.name}: ${socialName(link)}`}
              >
                {socialName(link)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
