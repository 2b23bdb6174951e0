import { isDevanagari } from './normalise';
import type { ParsedQuery } from './query';

/**
 * The Hindi a query was read as (`school` → स्कूल, `election commission` → चुनाव आयोग): each Latin word
 * replaced by its best spelling when that is Devanagari (the words of one glossary phrase read once),
 * other words as typed. Undefined when no Latin word was read as Hindi.
 */
export function readingOf(query: ParsedQuery, readings: (string | undefined)[]): string | undefined {
  const parts: string[] = [];
  let read = false;
  query.words.forEach((w, i) => {
    const reading = readings[i];
    const hindi = !w.devanagari && reading !== undefined && reading !== '' && isDevanagari(reading);
    read ||= hindi;
    const part = hindi ? reading : w.word;
    // The words of one phrase (`election commission`) each answer the phrase's reading.
    if (!(hindi && i > 0 && readings[i - 1] === reading)) parts.push(part);
  });
  return read ? parts.join(' ') : undefined;
}
