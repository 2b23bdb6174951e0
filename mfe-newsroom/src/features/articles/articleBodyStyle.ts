import { theme } from '@janmat/shared';

/**
 * The reader article page's body typography (mfe-news ArticleBody), copied here: a remote may not
 * import another one, and moving it into @janmat/shared would put it in every reader page's download.
 * Keep the two alike.
 */
export const articleBodyStyle = {
  fontSize: '1.0625rem',
  lineHeight: 1.8,
  overflowWrap: 'break-word',
  p: { margin: `0 0 ${theme.space.md}` },
  'h2, h3, h4': { margin: `${theme.space.lg} 0 ${theme.space.sm}`, lineHeight: 1.35 },
  h2: { fontSize: theme.fontSizes.xl },
  h3: { fontSize: theme.fontSizes.lg },
  'ul, ol': { margin: `0 0 ${theme.space.md}`, paddingInlineStart: theme.space.lg },
  blockquote: {
    margin: `${theme.space.lg} 0`,
    padding: `${theme.space.sm} ${theme.space.md}`,
    borderInlineStart: `4px solid ${theme.colors.brand}`,
    background: theme.colors.surface,
    fontStyle: 'italic',
  },
  img: { maxWidth: '100%', height: 'auto' },
  table: { borderCollapse: 'collapse', maxWidth: '100%' },
  'td, th': { border: `1px solid ${theme.colors.border}`, padding: theme.space.xs },
} as const;
