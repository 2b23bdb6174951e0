import { articleChangeSchema, articleListQuerySchema, articleSchema, publishSchema } from './articleSchemas';
import {
  authorSchema,
  breakingChangeSchema,
  breakingOrderSchema,
  breakingSchema,
  deskListQuerySchema,
  reasonSchema,
  sitePollSchema,
} from './deskSchemas';
import { parseIstMinute } from './newsroomFields';
import { NEWSROOM_FIELD_MESSAGES as F } from './newsroomMessages';
import { newStaffSchema, signinSchema, staffChangeSchema } from './staffSchemas';
import { validateWith } from './validate';

const errorsOf = async (schema: Parameters<typeof validateWith>[0], value: unknown, context?: object) => {
  const result = await validateWith(schema, value, context);
  return result.ok ? {} : result.errors;
};

describe('staff', () => {
  const staff = { email: 'sahi@janmat.test', name: 'सही नाम', role: 'reporter', password: 'सही-पासवर्ड-1234' };

  test.each([
    [{ email: '' }, { email: F.emailRequired }],
    [{ email: 'not-an-email' }, { email: F.emailInvalid }],
    [{ name: 'क' }, { name: F.nameInvalid }],
    [{ role: 'owner' }, { role: F.roleInvalid }],
    [{ password: 'छोटा' }, { password: F.passwordShort(12) }],
    [{ password: 123456789012 }, { password: F.passwordRequired }],
    [{ admin: true }, { admin: F.unknownField }],
  ])('a new account with %j → %j', async (change, errors) => {
    expect(await errorsOf(newStaffSchema, { ...staff, ...change })).toEqual(errors);
  });

  test('the e-mail is kept lower-cased and trimmed; sign-in checks presence only', async () => {
    expect(await validateWith(newStaffSchema, { ...staff, email: ' SAHI@Janmat.Test ' })).toMatchObject({
      ok: true,
      value: { email: 'sahi@janmat.test' },
    });
    expect(await errorsOf(signinSchema, {})).toEqual({ email: F.emailRequired, password: F.passwordRequired });
  });

  test('a change needs a field, and only known ones', async () => {
    expect(await errorsOf(staffChangeSchema, {})).toEqual({ _: F.nothingToChange });
    expect(await errorsOf(staffChangeSchema, { disabled: 'no', email: 'x@y.in' })).toEqual({
      disabled: F.booleanInvalid,
      email: F.unknownField,
    });
    expect(await validateWith(staffChangeSchema, { role: 'editor' })).toEqual({ ok: true, value: { role: 'editor' } });
  });
});

describe('articles', () => {
  test('a new article: title, category and reporter, a state for state news, a slug of its shape', async () => {
    expect(await errorsOf(articleSchema, { title: '  ', category: 'x', reporterId: 'one', extra: 1 })).toEqual({
      title: F.titleRequired,
      reporterId: F.reporterRequired,
      extra: F.unknownField,
    });
    expect(
      await errorsOf(articleSchema, { title: 'ख़बर', category: 'state', reporterId: 1, slug: 'Bad Slug', photo: 'x' }),
    ).toEqual({ slug: F.slugInvalid, photo: F.photoInvalid, state: F.stateRequired });
    expect(await validateWith(articleSchema, { title: 'ख़बर', category: 'national', reporterId: 1, state: '' })).toEqual(
      {
        ok: true,
        value: { title: 'ख़बर', category: 'national', reporterId: 1, state: null },
      },
    );
  });

  test('a change sends at least one field; publishing takes a real India-time minute', async () => {
    expect(await errorsOf(articleChangeSchema, {})).toEqual({ _: F.nothingToChange });
    expect(await errorsOf(articleChangeSchema, { title: '' })).toEqual({ title: F.titleRequired });
    expect(await errorsOf(publishSchema, { at: '2026-02-30T10:00' })).toEqual({ at: F.atInvalid });
  });

  test('list filters: paging limits, a known status; other parameters are ignored', async () => {
    expect(await errorsOf(articleListQuerySchema, { status: 'gone', limit: '0' })).toEqual({
      status: F.statusInvalid,
      limit: F.limitInvalid,
    });
    expect(await validateWith(articleListQuerySchema, { q: ' बजट ', before: '12', x: 'y' })).toEqual({
      ok: true,
      value: { q: 'बजट', before: 12, limit: 50 },
    });
  });

  test('India-time minutes: impossible dates are refused', () => {
    expect(parseIstMinute('2026-11-24T10:30')?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(parseIstMinute('2026-11-24T24:00')).toBeUndefined();
  });
});

describe('desk', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  test('a ticker item ends at a moment still to come; null ends it never', async () => {
    expect(
      await errorsOf(
        breakingSchema,
        { name: '', url: 'national-one', expiresAt: '2020-01-01T10:00', colour: 1 },
        { now },
      ),
    ).toEqual({ name: F.fieldRequired, expiresAt: F.expiryPast, colour: F.unknownField });
    expect(await validateWith(breakingChangeSchema, { expiresAt: null }, { now })).toEqual({
      ok: true,
      value: { expiresAt: null },
    });
    expect(await errorsOf(breakingOrderSchema, { ids: [2, 2] })).toEqual({ ids: F.orderMismatch });
  });

  test('polls, authors, reasons and list filters answer one Hindi text per rule', async () => {
    expect(await errorsOf(sitePollSchema, { question: 'छोटा', options: ['एक'], atHome: 'yes', newsId: -1 })).toEqual({
      question: F.lengthBetween(10, 200),
      options: F.pollOptionsInvalid(2, 4, 100),
      atHome: F.booleanInvalid,
      newsId: F.articleIdUnknown,
    });
    expect(await errorsOf(authorSchema, { name: 'क', link1: 'javascript:alert(1)' })).toEqual({
      name: F.lengthBetween(2, 100),
      link1: F.linkInvalid,
    });
    expect(await errorsOf(reasonSchema, {})).toEqual({ reason: F.reasonRequired(3, 500) });
    expect(await errorsOf(deskListQuerySchema('handled'), { handled: 'maybe', before: 'x', x: '1' })).toEqual({
      handled: F.booleanInvalid,
      before: F.beforeInvalid,
      x: F.unknownField,
    });
  });
});
