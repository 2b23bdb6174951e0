import { POPULAR_TITLE_LIMIT, truncateTitle } from './truncateTitle';

const graphemeCount = (text: string) =>
  Array.from(new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text)).length;

describe('truncateTitle', () => {
  it('keeps a title of up to 65 characters whole', () => {
    const exact = 'a'.repeat(POPULAR_TITLE_LIMIT);
    expect(truncateTitle(exact)).toBe(exact);
    expect(truncateTitle('छोटा शीर्षक')).toBe('छोटा शीर्षक');
  });

  it('cuts a longer title to 65 characters followed by ...', () => {
    const long = 'b'.repeat(POPULAR_TITLE_LIMIT + 1);
    expect(truncateTitle(long)).toBe(`${'b'.repeat(POPULAR_TITLE_LIMIT)}...`);
  });

  it('counts a Devanagari letter with its vowel signs as one character', () => {
    // "कि" is two code points (क + ि) but one character on screen.
    const title = 'कि'.repeat(70);
    const cut = truncateTitle(title);
    expect(cut).toBe(`${'कि'.repeat(POPULAR_TITLE_LIMIT)}...`);
    expect(cut.length).toBe(POPULAR_TITLE_LIMIT * 2 + 3);
  });

  it('never leaves a combining mark cut off from its letter', () => {
    const title =
      'राजस्थान विधानसभा के शीतकालीन सत्र में मुख्यमंत्री ने किसानों और युवाओं के लिए बड़ी घोषणाएँ कीं, विपक्ष ने किया बहिर्गमन';
    const cut = truncateTitle(title);
    const kept = cut.slice(0, -3);
    expect(cut.endsWith('...')).toBe(true);
    expect(title.startsWith(kept)).toBe(true);
    expect(graphemeCount(kept)).toBe(POPULAR_TITLE_LIMIT);
    // The 65th character is "कि": the letter keeps its vowel sign.
    expect(kept.endsWith(' कि')).toBe(true);
    // The first character left out starts a new letter, not a dangling sign of the last kept one.
    expect(title.slice(kept.length)).toMatch(/^[^\p{M}\u094D]/u);
  });
});

describe('truncateTitle characters', () => {
  const segments = (text: string) =>
    Array.from(new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text), (s) => s.segment);

  it.each([
    'राजस्थान विधानसभा के शीतकालीन सत्र में मुख्यमंत्री ने किसानों और युवाओं के लिए बड़ी घोषणाएँ कीं',
    'क्षेत्रीय दलों की ज़्यादा सीटें: ड्रोन, ट्रेन और ऱ्याँ, श्री, द्वारा, उज्ज्वल, स्त्री, जगत् ।',
    'ज़िला परिषद् चुनाव 2026: 12 ज़िलों में ₹500 करोड़ की योजनाएँ — “नई” पहल (BJP/INC)',
    'क्‍ष और क्‌ष (ZWNJ/ZWJ) व अंग्रेज़ी Mixed text, emoji 🇮🇳 नहीं',
  ])('cuts where the browser would: %s', (title) => {
    const limit = 20;
    expect(truncateTitle(title, limit)).toBe(`${segments(title).slice(0, limit).join('')}...`);
  });
});

describe('truncateTitle cost', () => {
  it('makes no Intl.Segmenter (creating one is slow while the page hydrates)', () => {
    const Segmenter = jest.spyOn(Intl, 'Segmenter');
    truncateTitle('क'.repeat(POPULAR_TITLE_LIMIT + 1));
    expect(Segmenter).not.toHaveBeenCalled();
    Segmenter.mockRestore();
  });
});
