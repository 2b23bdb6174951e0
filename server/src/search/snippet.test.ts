import { markedSnippet } from './snippet';

describe('markedSnippet', () => {
  it('marks the searched words and their inflections around the first match', () => {
    const body = `${'पहले की बात। '.repeat(20)}चुनावों से पहले चुनाव आयोग ने बैठक की। ${'बाद की बात। '.repeat(30)}`;
    const snippet = markedSnippet(body, ['चुनाव', 'आयोग']);
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet).toContain('\uE000चुनावों\uE001 से पहले \uE000चुनाव\uE001 \uE000आयोग\uE001 ने');
    expect(snippet.length).toBeLessThan(260);
  });

  it('gives the start of the body when the match was elsewhere', () => {
    expect(markedSnippet('छोटा लेख।', ['सत्र'])).toBe('छोटा लेख।');
  });

  it('marks spelling variants of a searched word, as the index reads them', () => {
    const snippet = markedSnippet('महात्मा गाँधी के ज़िले में गांधी', ['गांधी', 'जिले']);
    expect(snippet).toBe('महात्मा \uE000गाँधी\uE001 के \uE000ज़िले\uE001 में \uE000गांधी\uE001');
  });
});
