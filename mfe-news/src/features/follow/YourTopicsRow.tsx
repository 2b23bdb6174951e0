import { css } from '@emotion/react';
import { href, theme } from '@janmat/shared';
import {
  isFollowList,
  NO_FOLLOWS,
  READER_KEYS,
  useStored,
  YOUR_TOPICS_ATTR,
  YOUR_TOPICS_TEXTS,
  yourTopicsHtml,
} from '@janmat/shared/reader';
import { pillLinks } from '../common/pillLinks';

const { colors, space } = theme;

/** One line that scrolls sideways: as tall with three topics as with thirty. */
const rowCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  margin: `0 0 ${space.md}`,
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  '&:empty': { display: 'none' },
  '> span': { fontWeight: 700, color: colors.brandText },
  ul: css(pillLinks(colors.brandText, colors.brandText), {
    flexWrap: 'nowrap',
    a: { display: 'inline-flex', alignItems: 'center', minHeight: '40px', paddingBlock: 0, boxSizing: 'border-box' },
  }),
  '> a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '40px',
    color: colors.brandText,
    fontSize: theme.fontSizes.sm,
  },
});

/**
 * Home's first row for a reader who follows states or categories: their names as links, in the
 * order followed, and «बदलें» to «मेरा जनमत». The server's HTML (the same for every reader) has it
 * empty, taking no room; the head's program fills it from this browser's list as the parser adds it,
 * before it is painted, so it is there in the first frame and nothing under it moves. React hydrates
 * it as it is (its HTML is the program's), then keeps it in step with the list (the same HTML).
 */
export function YourTopicsRow() {
  const follows = useStored(READER_KEYS.follows, isFollowList, NO_FOLLOWS);
  const profile = href.meraJanmat();
  return (
    <nav
      css={rowCss}
      aria-label={YOUR_TOPICS_TEXTS.label}
      {...{ [YOUR_TOPICS_ATTR]: profile }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: names and paths escaped by yourTopicsHtml, paths of this site only; the head's program writes the same HTML
      dangerouslySetInnerHTML={{ __html: yourTopicsHtml(follows, profile) }}
      suppressHydrationWarning
    />
  );
}
