import { ZODIAC_CODES } from '@janmat/shared/contracts';
import { seedContent } from './index';

const { news } = seedContent;
const categoryCodes = seedContent.categories.map((c) => c.c_code);
const stateCodes = seedContent.states.map((s) => s.code);
const subtypeCodes = seedContent.subcategories.map((s) => s.s_code);
const urls = new Set(news.map((n) => n.url));
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DEVANAGARI = /[\u0900-\u097F]/;

const countBy = <T>(items: T[], key: (item: T) => string | null): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const k = key(item);
    if (k !== null) counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
};
const words = (html: string): number =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('seed taxonomy', () => {
  it('has at least 8 categories including the required codes, state among them', () => {
    expect(seedContent.categories.length).toBeGreaterThanOrEqual(8);
    expect(categoryCodes).toEqual(
      expect.arrayContaining(['national', 'international', 'state', 'politics', 'election', 'economy']),
    );
    expect(new Set(categoryCodes).size).toBe(categoryCodes.length);
    expect(seedContent.categories.find((c) => c.c_code === 'state')?.name).toBe('राज्य');
  });

  it('has 5 trending sub-categories with latin slugs and Hindi names', () => {
    expect(seedContent.subcategories).toHaveLength(5);
    for (const s of seedContent.subcategories) {
      expect(s.s_code).toMatch(SLUG);
      expect(s.name).toMatch(DEVANAGARI);
    }
  });

  it('has the six states with their codes', () => {
    expect(stateCodes).toEqual(['rajasthan', 'madhya-pradesh', 'uttar-pradesh', 'haryana', 'delhi', 'bihar']);
    for (const s of seedContent.states) expect(s.name).toMatch(DEVANAGARI);
  });

  it('has 6 authors with photo, description and two links', () => {
    expect(seedContent.authors).toHaveLength(6);
    for (const a of seedContent.authors) {
      expect(a.photo).toMatch(/^\/uploads\/newsreporters\/[a-z0-9-]+\.svg$/);
      expect(a.des.split('।').filter((s) => s.trim()).length).toBeGreaterThanOrEqual(2);
      expect(a.link1).toMatch(/^https:\/\/x\.com\/janmat_/);
      expect(a.link2).toMatch(/^https:\/\/www\.facebook\.com\//);
    }
  });
});

describe('seed articles', () => {
  it('has 48 articles with unique slug urls and matching photos', () => {
    expect(news).toHaveLength(48);
    expect(urls.size).toBe(48);
    for (const n of news) {
      expect(n.url).toMatch(SLUG);
      expect(n.photo).toBe(`/uploads/news/${n.url}.svg`);
      expect(n.name).toMatch(DEVANAGARI);
    }
  });

  it('uses category codes (never the listing code state) or states as types', () => {
    const allowed = [...categoryCodes.filter((c) => c !== 'state'), 'states'];
    for (const n of news) expect(allowed).toContain(n.type);
    const perType = countBy(news, (n) => n.type);
    for (const code of allowed) expect(perType[code] ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('sets a valid state on state news only, at least 3 per state', () => {
    for (const n of news) {
      if (n.type === 'states') expect(stateCodes).toContain(n.state);
      else expect(n.state).toBeNull();
    }
    const perState = countBy(news, (n) => n.state);
    for (const code of stateCodes) expect(perState[code] ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('covers every trending sub-category at least twice and uses no unknown subtype', () => {
    const perSubtype = countBy(news, (n) => n.subtype);
    expect(Object.keys(perSubtype).sort()).toEqual([...subtypeCodes].sort());
    for (const code of subtypeCodes) expect(perSubtype[code]).toBeGreaterThanOrEqual(2);
  });

  it('spreads the articles over all six reporters', () => {
    const perReporter = countBy(news, (n) => String(n.reporter));
    expect(Object.keys(perReporter).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    for (const count of Object.values(perReporter)) expect(count).toBeGreaterThanOrEqual(3);
  });

  it('gives every article at least three paragraphs of roughly 110–220 words', () => {
    for (const n of news) {
      expect((n.des.match(/<p[\s>]/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(words(n.des)).toBeGreaterThanOrEqual(110);
      expect(words(n.des)).toBeLessThanOrEqual(220);
    }
  });

  it('dates every article distinctly within the 30 days before 2026-11-21', () => {
    const stamps = news.map((n) => n.created_at);
    expect(new Set(stamps).size).toBe(stamps.length);
    for (const s of stamps) {
      expect(s).toMatch(TIMESTAMP);
      expect(s >= '2026-10-22 00:00:00' && s < '2026-11-21 00:00:00').toBe(true);
    }
  });

  it('carries exactly one hostile body for the sanitizer to clean', () => {
    const hostile = news.filter((n) => /<script|\son\w+=/i.test(n.des));
    expect(hostile).toHaveLength(1);
    expect(hostile[0]?.des).toMatch(/<script>/);
    expect(hostile[0]?.des).toMatch(/onclick=/);
  });
});

describe('seed references', () => {
  const pointsToArticle = (item: { url: string; type: string }) => {
    const target = news.find((n) => n.url === item.url);
    expect(target?.type).toBe(item.type);
  };

  it('has 8 breaking items pointing at real articles', () => {
    expect(seedContent.breaking).toHaveLength(8);
    seedContent.breaking.forEach(pointsToArticle);
  });

  it('has popular items pointing at real articles, some longer than 65 characters', () => {
    expect(seedContent.popular.length).toBeGreaterThanOrEqual(8);
    seedContent.popular.forEach(pointsToArticle);
    expect(seedContent.popular.filter((p) => p.name.length > 65).length).toBeGreaterThanOrEqual(2);
    expect(seedContent.popular.some((p) => p.name.length <= 65)).toBe(true);
  });

  it('has 6 site polls with ids 1–6, valid options and article links', () => {
    const polls = seedContent.sitePolls;
    expect(polls.map((p) => p.poll_id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const p of polls) {
      expect(p.name.length).toBeGreaterThanOrEqual(10);
      expect(p.op3 === null).toBe(p.op4 === null);
      if (p.op3 === null) expect([p.res3, p.res4]).toEqual([0, 0]);
      for (const r of [p.res1, p.res2, p.res3, p.res4]) expect(Number.isInteger(r) && r >= 0).toBe(true);
      if (p.news_url !== null) expect(urls.has(p.news_url)).toBe(true);
    }
    expect(polls.filter((p) => p.news_url !== null)).toHaveLength(3);
    expect(polls.filter((p) => p.op3 === null).length).toBeGreaterThanOrEqual(2);
    expect(polls.filter((p) => p.op4 !== null).length).toBeGreaterThanOrEqual(2);
    expect(polls.filter((p) => p.at_home).length).toBeGreaterThanOrEqual(2);
  });
});

describe('seed media and figures', () => {
  it('has 8 privacy-enhanced YouTube embeds', () => {
    expect(seedContent.videos).toHaveLength(8);
    for (const v of seedContent.videos) {
      expect(v.link).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/);
    }
  });

  it('has 6 albums of at least 5 photos with unique codes and paths', () => {
    const { albums } = seedContent;
    expect(albums).toHaveLength(6);
    expect(new Set(albums.map((a) => a.code)).size).toBe(6);
    for (const a of albums) {
      expect(a.code).toMatch(SLUG);
      expect(a.slug).toMatch(SLUG);
      expect(a.photo).toBe(`/uploads/albums/${a.code}.svg`);
      expect(a.photos.length).toBeGreaterThanOrEqual(5);
      expect(a.photos.map((p) => p.photo)).toEqual(a.photos.map((_, i) => `/uploads/photos/${a.code}-${i + 1}.svg`));
      for (const text of [a.name, a.des, a.m_title, a.m_des, a.m_keys]) expect(text).toMatch(DEVANAGARI);
    }
  });

  it('has 12 web stories over at least 4 known categories', () => {
    const codes = seedContent.storyCategories.map((c) => c.c_code);
    expect(codes.length).toBeGreaterThanOrEqual(4);
    expect(seedContent.stories).toHaveLength(12);
    for (const s of seedContent.stories) {
      expect(codes).toContain(s.type);
      expect(s.photo).toMatch(/^\/uploads\/stories\/[a-z0-9-]+\.svg$/);
      expect(s.created_at).toMatch(TIMESTAMP);
    }
    expect(new Set(seedContent.stories.map((s) => s.photo)).size).toBe(12);
    for (const code of codes) expect(seedContent.stories.some((s) => s.type === code)).toBe(true);
  });

  it('has one 3–4 sentence horoscope for each zodiac code', () => {
    expect(seedContent.horoscopes.map((h) => h.code)).toEqual([...ZODIAC_CODES]);
    for (const h of seedContent.horoscopes) {
      const sentences = h.des.split('।').filter((s) => s.trim()).length;
      expect(sentences).toBeGreaterThanOrEqual(3);
      expect(sentences).toBeLessThanOrEqual(4);
    }
  });

  it('has numeric weather, market and gold figures', () => {
    expect(seedContent.weather.length).toBeGreaterThanOrEqual(3);
    for (const w of seedContent.weather) expect(w.values).toMatch(/^-?\d+$/);
    expect(seedContent.market.map((m) => m.keys)).toEqual(expect.arrayContaining(['सेंसेक्स', 'निफ्टी']));
    expect(seedContent.gold.map((g) => g.keys)).toEqual(['24 कैरेट', '22 कैरेट', 'चांदी']);
    for (const f of [...seedContent.market, ...seedContent.gold]) {
      expect(f.values).toMatch(/^\d+(\.\d+)?$/);
      expect(f.des).toMatch(/^\d+(\.\d+)?$/);
      expect([0, 1]).toContain(f.type);
    }
  });
});
