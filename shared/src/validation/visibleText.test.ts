import { contactRequestSchema, isNotFarAhead, isRealTimestamp } from './contactSchema';
import { CONTACT_MESSAGES, POLL_MESSAGES } from './messages';
import { pollFormSchema } from './pollSchema';
import { validateWith } from './validate';
import { visibleLength, visibleText } from './visibleText';

const ZWSP = '\u200B';

describe('visibleText', () => {
  test.each([
    ['zero-width spaces', `${ZWSP.repeat(9)}क`, 'क'],
    ['RLM, LRM and the Arabic letter mark', '\u200Fनमस्ते\u200E\u061C', 'नमस्ते'],
    ['embeddings, overrides and isolates', '\u202Aक\u202B\u202Eख\u202C\u2066ग\u2069', 'कखग'],
    ['Hangul fillers and the Braille blank', '\u3164\u115F\u1160\uFFA0\u2800पोल', 'पोल'],
    ['a BOM, word joiner and soft hyphen', '\uFEFFजन\u2060मत\u00AD', 'जनमत'],
    ['joiners that join nothing', '\u200D\u200D\u200Dक\u200C\u200C ', 'क '],
  ])('removes %s', (_, text, shown) => {
    expect(visibleText(text)).toBe(shown);
  });

  test.each([
    ['five combining acute accents', '\u0301'.repeat(5)],
    ['Devanagari signs with no letter', '\u093E\u093F\u094D'],
    ['control characters', '\u0000\u0007\u001B\u007F\u0085'],
    ['marks between spaces and zero-width spaces', ` \u0301${ZWSP}\u0301 \n`],
  ])('%s show nothing: the text is empty', (_, text) => {
    expect(visibleText(text)).toBe('');
  });

  test('a letter with its marks, and the line breaks of a message, stay', () => {
    expect(visibleText('e\u0301 का\u0000\nदूसरी पंक्ति\tअंत')).toBe('e\u0301 का\nदूसरी पंक्ति\tअंत');
  });

  test('keeps the joiner that shapes a Hindi conjunct, and an emoji sequence', () => {
    expect(visibleText('क्\u200Dष')).toBe('क्\u200Dष');
    expect(visibleText('👩\u200D💻')).toBe('👩\u200D💻');
    expect(visibleLength('क्\u200Dष')).toBe(3);
  });
});

describe('minimums count what a reader sees', () => {
  const poll = { name: 'क्या बिहार में चुनाव?', op1: 'हाँ', op2: 'नहीं', op3: '', op4: '' };

  test('a title of nine zero-width spaces and a letter is too short', async () => {
    const result = await validateWith(pollFormSchema, { ...poll, name: `${ZWSP.repeat(9)}क` });
    expect(result).toEqual({ ok: false, errors: { name: POLL_MESSAGES.titleShort } });
  });

  test('an option of fillers alone is missing; the stored text has no invisible characters', async () => {
    expect(await validateWith(pollFormSchema, { ...poll, op1: '\u3164\u200F' })).toEqual({
      ok: false,
      errors: { op1: POLL_MESSAGES.op1Required },
    });
    const result = await validateWith<typeof poll>(pollFormSchema, { ...poll, name: `\u200Fक्या बिहार में${ZWSP} चुनाव?` });
    expect(result).toEqual({ ok: true, value: poll });
  });
});

describe('created_at', () => {
  const NOW = Date.parse('2026-11-28T12:00:00Z');
  test.each([
    ['2026-11-29 11:59:59', true],
    ['2026-11-29 12:00:00', true],
    ['2026-11-29 12:00:01', false],
    ['9999-12-31 23:59:59', false],
    ['2020-01-01 00:00:00', true],
  ])('%s is no more than a day ahead of the clock: %s', (value, fine) => {
    expect(isNotFarAhead(value, NOW)).toBe(fine);
  });

  test('a contact message dated far ahead is refused with the Hindi reason', async () => {
    jest.useFakeTimers({ now: NOW });
    try {
      const contact = { name: 'राहुल', email: 'r@example.in', phone: '9876543210', sub: '', des: 'नमस्ते' };
      expect(await validateWith(contactRequestSchema, { ...contact, created_at: '9999-12-31 23:59:59' })).toEqual({
        ok: false,
        errors: { created_at: CONTACT_MESSAGES.createdAtAhead },
      });
      const today = await validateWith(contactRequestSchema, { ...contact, created_at: '2026-11-28 17:30:00' });
      expect(today.ok).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  test.each(['2025-13-45 99:99:99', '2025-02-30 10:00:00', '2025-04-31 00:00:00', '2025-01-01 24:00:00'])(
    '%s is no real moment',
    (value) => {
      expect(isRealTimestamp(value)).toBe(false);
    },
  );

  test('a real moment passes, a leap day included', async () => {
    expect(isRealTimestamp('2024-02-29 23:59:59')).toBe(true);
    const contact = {
      name: 'राहुल',
      email: 'r@example.in',
      phone: '9876543210',
      sub: '',
      des: 'नमस्ते',
      created_at: '2025-13-45 99:99:99',
    };
    const result = await validateWith(contactRequestSchema, contact);
    expect(result.ok).toBe(false);
  });
});
