import { SEARCH_MARK_END as MARK_END, SEARCH_MARK_START as MARK_START } from '@janmat/shared';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * A snippet's text in parts, the matched ones marked. Unbalanced or stray markers never show: a
 * start inside a mark or an end outside one is dropped.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, marked });
    text = '';
  };
  for (const char of snippet) {
    if (char === MARK_START || char === MARK_END) {
      if ((char === MARK_START) !== marked) {
        flush();
        marked = !marked;
      }
    } else {
      text += char;
    }
  }
  flush();
  return parts;
}
