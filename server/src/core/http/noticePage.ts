import type { FastifyReply, FastifyRequest } from 'fastify';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a small notice page says: its heading, its text, and a link on (address and words). */
export interface Notice {
  heading: string;
  text: string;
  link: { href: string; label: string };
}

/**
 * A few hundred bytes of Hindi in place of a page (a limit reached, a form sent too often): no
 * script, no style, never kept by a cache, and when to come back when the limit says.
 */
export function sendNoticePage(
  reply: FastifyReply,
  status: number,
  notice: Notice,
  retryAfterMs?: number,
): FastifyReply {
  if (retryAfterMs !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="hi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeText(notice.heading)} — जनमत</title></head>
<body><h1>${escapeText(notice.heading)}</h1><p>${escapeText(notice.text)}</p><p><a href="${escapeText(notice.link.href)}">${escapeText(notice.link.label)}</a></p></body>
</html>
`);
}

/**
 * Whether the request is a plain HTML form sent by a browser without the page's scripts (the forms
 * post to their pages): its answer is a page, not JSON.
 */
export function isPlainFormPost(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '');
  const accept = String(request.headers.accept ?? '');
  return (
    request.method === 'POST' && type.startsWith('application/x-www-form-urlencoded') && accept.includes('text/html')
  );
}
