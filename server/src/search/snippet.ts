import { SEARCH_MARK_END as MARK_END, SEARCH_MARK_START as MARK_START } from '@janmat/shared/contracts';
import { normaliseText } from './normalise';

const SNIPPET_LENGTH = 220;
const BEFORE = 60;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Normalised forms of body words already seen (words repeat across bodies); emptied when full. */
const seen = new Map<string, string>();
const SEEN_MAX = 50_000;

function normalisedWord(word: string): string {
  let form = seen.get(word);
  if (form === undefined) {
    if (seen.size >= SEEN_MAX) seen.clear();
    form = normaliseText(word);
    seen.set(word, form);
  }
  return form;
}

/** True when a body word (normalised) is one of the searched words or an inflection of one (चुनाव → चुनावों). */
function matches(word: string, searched: string[]): boolean {
  return searched.some((s) => word === s || (s.length >= 3 && word.startsWith(s) && word.length - s.length <= 3));
}

/**
 * Plain text of the body around its first matched word, each matched word wrapped in U+E000 … U+E001;
 * the body's start when no word matches (the match was in the headline or the names).
 */
export function markedSnippet(body: string, searched: string[]): string {
  const found: { start: number; end: number }[] = [];
  for (const m of body.matchAll(WORD)) {
    // Words past the first match's window are not shown: no need to read them.
    if (found.length > 0 && m.index > found[0]!.start + SNIPPET_LENGTH) break;
    if (matches(normalisedWord(m[0]), searched)) found.push({ start: m.index, end: m.index + m[0].length });
  }
  let start = found.length > 0 ? Math.max(0, found[0]!.start - BEFORE) : 0;
  if (start > 0) {
    const space = body.indexOf(' ', start);
    start = space === -1 || space > found[0]!.start ? start : space + 1;
  }
  let end = Math.min(body.length, start + SNIPPET_LENGTH);
  if (end < body.length) {
    const space = body.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  let out = start > 0 ? '… ' : '';
  let at = start;
  for (const f of found) {
    if (f.start < start || f.end > end) continue;
    out += body.slice(at, f.start) + MARK_START + body.slice(f.start, f.end) + MARK_END;
    at = f.end;
  }
  out += body.slice(at, end);
  return end < body.length ? `${out} …` : out;
}
