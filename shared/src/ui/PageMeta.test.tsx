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
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/uploads/news/a.svg');
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(head('meta[name="robots"]')).toBeNull();
  });

  it('asks search engines not to index when noindex is set', () => {
    render(<PageMeta title="पेज नहीं मिला" description="x" canonical="/missing" noindex />);
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  });
});
