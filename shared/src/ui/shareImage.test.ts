import { shareImageUrl, sharePicture } from './shareImage';

const origin = window.location.origin;

describe('sharePicture', () => {
  it('shares an upload’s 1200×630 crop', () => {
    expect(sharePicture('/uploads/newsroom/202605/0123456789abcdef0123/1280.jpg')).toEqual({
      url: `${origin}/uploads/newsroom/202605/0123456789abcdef0123/og.jpg`,
      width: 1200,
      height: 630,
      site: false,
    });
  });

  it('shares the JPEG beside a seed SVG at the size the server draws it: 1200×630, an author square', () => {
    expect(sharePicture('/uploads/news/x.svg')).toEqual({
      url: `${origin}/uploads/news/x.jpg`,
      width: 1200,
      height: 630,
      site: false,
    });
    expect(sharePicture('/uploads/stories/2.svg')).toMatchObject({ width: 1200, height: 630 });
    expect(sharePicture('/uploads/newsreporters/1.svg')).toMatchObject({ width: 400, height: 400 });
  });

  it('shares the site’s 1200×630 picture when the page has none, or one no preview could be sized for', () => {
    const site = { url: `${origin}/uploads/site/janmat-og.png`, width: 1200, height: 630, site: true };
    expect(sharePicture(undefined)).toEqual(site);
    expect(sharePicture('https://example.com/a.webp')).toEqual(site);
    expect(sharePicture('/uploads/photos/rally-1.svg')).toEqual(site);
    expect(shareImageUrl(undefined)).toBe(site.url);
  });
});
