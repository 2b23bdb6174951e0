import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

const body = css({
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
});

/**
 * The article's HTML body. The server sanitizes it with an allow-list before storing it; this is the
 * only place the news section renders HTML.
 */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitize-html allow-list).
  return <div css={body} dangerouslySetInnerHTML={{ __html: html }} />;
}
