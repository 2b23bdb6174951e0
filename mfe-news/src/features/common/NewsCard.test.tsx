import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NewsCard } from './NewsCard';

const item = {
  id: 7,
  name: 'विधानसभा सत्र शुरू',
  type: 'rajasthan',
  url: 'vidhan-sabha-satra',
  photo: '/uploads/news/7.svg',
};

const renderCard = (props: Partial<Parameters<typeof NewsCard>[0]> = {}) =>
  render(
    <MemoryRouter>
      <NewsCard item={item} {...props} />
    </MemoryRouter>,
  );

describe('NewsCard', () => {
  it('links the photo and title to the article, named by the title once', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'विधानसभा सत्र शुरू' })).toHaveAttribute(
      'href',
      '/news/rajasthan/vidhan-sabha-satra',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'विधानसभा सत्र शुरू' })).toBeInTheDocument();
  });

  it('starts a live article’s headline with the «लाइव» badge, read before its words', () => {
    render(
      <MemoryRouter>
        <NewsCard item={{ ...item, live: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'लाइव विधानसभा सत्र शुरू' })).toBeInTheDocument();
  });

  it('reserves the photo size and loads it lazily by default', () => {
    renderCard();
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', '/uploads/news/7.svg');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the lead photo at once with high priority when eager', () => {
    renderCard({ eager: true, headingLevel: 2 });
    const img = screen.getByRole('presentation');
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('offers an uploaded photo’s renditions, sized for the card', () => {
    const photo = '/uploads/newsroom/202605/0123456789abcdef0123/960.jpg';
    const { container } = renderCard({ item: { ...item, photo }, sizes: '50vw' });
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute('src', photo);
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '1200');
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/0123456789abcdef0123/320.webp 320w'),
    );
  });
});
