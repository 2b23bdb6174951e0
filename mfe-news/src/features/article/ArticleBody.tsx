import { articleBodyStyle } from '@janmat/shared/article-body';

/**
 * The article's HTML body. The server sanitizes it with an allow-list before storing it; this is the
 * only place the news section renders HTML.
 */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitize-html allow-list).
  return <div css={articleBodyStyle} dangerouslySetInnerHTML={{ __html: html }} />;
}
