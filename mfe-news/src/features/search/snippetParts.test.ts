import { SEARCH_MARK_END as MARK_END, SEARCH_MARK_START as MARK_START } from '@janmat/shared';
import { snippetParts } from './snippetParts';

describe('snippetParts', () => {
  it('splits a snippet into plain and marked parts', () => {
    expect(snippetParts(`संसद के ${MARK_START}शीतकालीन${MARK_END} ${MARK_START}सत्र${MARK_END} में`)).toEqual([
      { text: 'संसद के ', marked: false },
      { text: 'शीतकालीन', marked: true },
      { text: ' ', marked: false },
      { text: 'सत्र', marked: true },
      { text: ' में', marked: false },
    ]);
  });

  it('gives plain text without markers as one part, and nothing for an empty snippet', () => {
    expect(snippetParts('बिना निशान')).toEqual([{ text: 'बिना निशान', marked: false }]);
    expect(snippetParts('')).toEqual([]);
  });

  it('never shows a stray or unbalanced marker', () => {
    expect(snippetParts(`${MARK_END}क${MARK_START}${MARK_START}ख`)).toEqual([
      { text: 'क', marked: false },
      { text: 'ख', marked: true },
    ]);
  });
});
