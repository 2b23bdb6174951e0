import { shareImageUrl } from './shareImage';

const origin = window.location.origin;

describe('shareImageUrl', () => {
  it('shares an upload’s 1200×630 crop', () => {
    expect(shareImageUrl('/uploads/newsroom/202605/0123456789abcdef0123/1280.jpg')).toBe(
      `${origin}/uploads/newsroom/202605/0123456789abcdef0123/og.jpg`,
    );
  });

  it('shares the JPEG beside a seed SVG, and the site’s picture when the page has none', () => {
    expect(shareImageUrl('/uploads/news/x.svg')).toBe(`${origin}/uploads/news/x.jpg`);
    expect(shareImageUrl(undefined)).toBe(`${origin}/uploads/site/janmat-og.png`);
  });
});
