import { render } from '@testing-library/react';
import { PageMeta } from './PageMeta';

const head = (selector: string) => document.head.querySelector(selector);

describe('PageMeta', () => {
  it('puts the title, description, keywords, canonical link and share tags into the head', () => {
    render(
      <PageMeta
        title="राष्ट्रीय खबरें"
        description="देश की ताज़ा खबरें"
        keywords="खबर, राष्ट्रीय"
        canonical="/news/national"
        image="/uploads/news/a.svg"
      />,
    );
    expect(document.title).toBe('राष्ट्रीय खबरें');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'देश की ताज़ा खबरें');
    expect(head('meta[name="keywords"]')).toHaveAttribute('content', 'खबर, राष्ट्रीय');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/news/national');
    expect(head('meta[property="og:url"]')).toHaveAttribute('content', 'http://localhost/news/national');
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'राष्ट्रीय खबरें');
    // Link previews show no SVG: the JPEG the server writes beside it is shared.
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/uploads/news/a.jpg');
    // The JPEG the server draws for a story's share is 1200×630; what it shows is the page's subject.
    expect(head('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    expect(head('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    expect(head('meta[property="og:image:alt"]')).toHaveAttribute('content', 'राष्ट्रीय खबरें');
    expect(head('meta[name="twitter:image:alt"]')).toHaveAttribute('content', 'राष्ट्रीय खबरें');
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(head('meta[name="robots"]')).toBeNull();
  });

  it('asks search engines not to index when noindex is set', () => {
    render(<PageMeta title="पेज नहीं मिला" description="x" canonical="/missing" noindex />);
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it("replaces the server's copies of the head tags once its own are in place", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<title data-ssr="">सर्वर</title><meta data-ssr="" name="description"><meta data-ssr="" name="x">',
    );
    render(<PageMeta title="ब्राउज़र" description="x" canonical="/a" />);
    // Replaced where the page has its own; kept where it has none.
    expect([...document.head.querySelectorAll('[data-ssr]')].map((e) => e.getAttribute('name'))).toEqual(['x']);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('ब्राउज़र');
  });

  it("shares the site's picture when the page has none, and marks a news story as an article", () => {
    render(<PageMeta title="खबर" description="x" canonical="/news/a/b" type="article" />);
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/uploads/site/janmat-og.png');
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  it("names the site's picture by what it shows, whatever the page's title", () => {
    render(<PageMeta title="वीडियो | जनमत" description="x" canonical="/videos" imageAlt="अनदेखा" />);
    expect(head('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    expect(head('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    expect(head('meta[property="og:image:alt"]')).toHaveAttribute('content', 'जनमत — राजनीति की हर खबर');
    expect(head('meta[name="twitter:image:alt"]')).toHaveAttribute('content', 'जनमत — राजनीति की हर खबर');
  });

  it("gives a square picture (an author's portrait) X's summary card, with its own size and description", () => {
    render(
      <PageMeta
        title="नीतू शर्मा | जनमत"
        description="x"
        canonical="/author/q"
        image="/uploads/newsreporters/1.svg"
        imageAlt="नीतू शर्मा"
      />,
    );
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/uploads/newsreporters/1.jpg',
    );
    expect(head('meta[property="og:image:width"]')).toHaveAttribute('content', '400');
    expect(head('meta[property="og:image:height"]')).toHaveAttribute('content', '400');
    expect(head('meta[property="og:image:alt"]')).toHaveAttribute('content', 'नीतू शर्मा');
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  });
});
