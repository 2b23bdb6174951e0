import { href } from '@janmat/shared/contracts';
import type { FeedArticle } from '../api/queries/discovery';
import { htmlToText } from '../content/sanitizeArticle';
import { DEFAULT_DESCRIPTION, SITE_NAME } from './pageTexts';
import { element, rfc822Ist, siteLink } from './xml';

/** Articles in the feed, newest first. */
export const FEED_SIZE = 50;

/** `text` on one line, cut at `max` characters with an ellipsis. */
function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** The first paragraph of an article body as plain text (the whole text, shortened, when it has none). */
export function firstParagraph(html: string): string {
  const paragraph = html.match(/<p(?:\s[^>]*)?>[\s\S]*?<\/p>/i)?.[0];
  return paragraph ? htmlToText(paragraph) : shorten(htmlToText(html), 300);
}

function item(article: FeedArticle, siteUrl: string): string {
  const link = siteLink(siteUrl, href.article({ type: article.type, url: article.url }));
  return [
    '    <item>',
    `      ${element('title', article.name)}`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      ${element('pubDate', rfc822Ist(article.created_at))}`,
    `      ${element('description', firstParagraph(article.des))}`,
    '    </item>',
  ].join('\n');
}

/** RSS 2.0 of the given articles (already newest first). */
export function rssXml(articles: FeedArticle[], siteUrl: string): string {
  const newest = articles[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', SITE_NAME)}`,
    `    <link>${siteLink(siteUrl, href.home())}</link>`,
    `    ${element('description', DEFAULT_DESCRIPTION)}`,
    '    <language>hi</language>',
    ...(newest ? [`    ${element('lastBuildDate', rfc822Ist(newest.created_at))}`] : []),
    `    <atom:link href="${siteLink(siteUrl, '/rss.xml')}" rel="self" type="application/rss+xml"/>`,
    ...articles.map((a) => item(a, siteUrl)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
