import { cohortCookie, cohortOf } from './cohort';

const request = (headers: Record<string, string>) => ({ headers });

describe('cohortOf', () => {
  it('reads the edge’s header first, then the cookie', () => {
    expect(cohortOf(request({ 'x-janmat-cohort': '12', cookie: 'janmat_cohort=90' }))).toBe(12);
    expect(cohortOf(request({ cookie: 'a=1; janmat_cohort=90' }))).toBe(90);
  });

  it('takes nothing that is not a bucket 0–99', () => {
    expect(cohortOf(request({ cookie: 'janmat_cohort=100' }))).toBeUndefined();
    expect(cohortOf(request({ cookie: 'janmat_cohort=-1' }))).toBeUndefined();
    expect(cohortOf(request({ 'x-janmat-cohort': '7x', cookie: 'janmat_cohort=abc' }))).toBeUndefined();
    expect(cohortOf(request({}))).toBeUndefined();
  });
});

describe('cohortCookie', () => {
  it('is first-party for a year, Secure only on an https site', () => {
    expect(cohortCookie(7, false)).toBe('janmat_cohort=7; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(cohortCookie(7, true)).toMatch(/; Secure$/);
  });
});
