import { sanitizeArticle } from './sanitizeArticle';

describe('links in an article', () => {
  test.each([
    ['_BLANK', '<a href="https://a.example/" target="_BLANK" rel="opener">x</a>'],
    ['_Blank with spaces', '<a href="https://a.example/" target=" _Blank " rel="opener noopener">x</a>'],
    ['_blank', '<a href="https://a.example/" target="_blank" rel="opener">x</a>'],
  ])('a new window (%s) never gets the opener: rel is replaced, target written _blank', (_, html) => {
    expect(sanitizeArticle(html)).toBe('<a href="https://a.example/" target="_blank" rel="noopener noreferrer">x</a>');
  });

  test("a link without target, or with a named window or _top, keeps no target and never the writer's rel", () => {
    for (const html of [
      '<a href="https://a.example/" rel="opener">x</a>',
      '<a href="https://a.example/" target="khabar" rel="opener">x</a>',
      '<a href="https://a.example/" target="_top">x</a>',
    ]) {
      expect(sanitizeArticle(html)).toBe('<a href="https://a.example/" rel="noopener noreferrer">x</a>');
    }
  });
});
