import type { FastifyReply } from 'fastify';
import { SITE_NAME } from './pageTexts';

export const BUSY_PAGE_TEXT = 'इस पते से कम समय में बहुत सारे पेज माँगे गए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।';

const BUSY_PAGE = `<!doctype html>
<html lang="hi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>थोड़ी देर बाद आएँ — ${SITE_NAME}</title></head>
<body><h1>थोड़ी देर बाद आएँ</h1><p>${BUSY_PAGE_TEXT}</p><p><a href="/">${SITE_NAME} के मुखपृष्ठ पर जाएँ</a></p></body>
</html>
`;

/**
 * The answer to an address over its allowance of renders (renderBudget.ts): 429, a few hundred
 * bytes of Hindi and when to come back, never a render.
 */
export function sendBusyPage(reply: FastifyReply, waitMs: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(BUSY_PAGE);
}
