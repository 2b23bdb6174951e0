import { errorMessage } from '../common/errorMessage';

/** What each refusal means, when the server says no more (or not in Hindi). */
const BY_STATUS: Record<number, string> = {
  400: 'अनुरोध सही नहीं है।',
  401: 'सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
  403: 'यह काम सिर्फ़ एडमिन कर सकते हैं।',
  404: 'यह सेक्शन रिलीज़ रजिस्ट्री में नहीं है।',
  409: 'यह कदम अभी नहीं उठाया जा सकता: सेक्शन की स्थिति इसकी इजाज़त नहीं देती।',
  422: 'बिल्ड जाँच में पास नहीं हुआ।',
};

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A refused promotion or rollback in one line: the server's message when it is Hindi; else what the
 * status means, with the server's words after it.
 */
export function releaseRefusal(error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown } };
  const message = typeof data?.message === 'string' ? data.message.trim() : '';
  if (message && DEVANAGARI.test(message)) return message;
  const meaning = typeof status === 'number' ? BY_STATUS[status] : undefined;
  if (!meaning) return message ? `${errorMessage(undefined)} (सर्वर: ${message})` : errorMessage(error);
  return message ? `${meaning} (सर्वर: ${message})` : meaning;
}
