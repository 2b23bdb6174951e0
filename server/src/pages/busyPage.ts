import type { FastifyReply } from 'fastify';
import { sendNoticePage } from '../core/http/noticePage';
import { SITE_NAME } from './pageTexts';

export const BUSY_PAGE_TEXT = 'इस पते से कम समय में बहुत सारे पेज माँगे गए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।';

/**
 * The answer to an address over its allowance of renders (renderBudget.ts): 429, a few hundred
 * bytes of Hindi and when to come back, never a render.
 */
export function sendBusyPage(reply: FastifyReply, waitMs: number): FastifyReply {
  return sendNoticePage(
    reply,
    429,
    { heading: 'थोड़ी देर बाद आएँ', text: BUSY_PAGE_TEXT, link: { href: '/', label: `${SITE_NAME} के मुखपृष्ठ पर जाएँ` } },
    waitMs,
  );
}
