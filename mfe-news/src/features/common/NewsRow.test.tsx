import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NewsRow } from './NewsRow';

const item = {
  id: 9,
  name: 'पंचायत चुनाव की तैयारी तेज़',
  type: 'states',
  url: 'panchayat-chunav',
  photo: '/uploads/news/9.svg',
};

const renderRow = (props: Partial<Parameters<typeof NewsRow>[0]> = {}) =>
  render(
    <MemoryRouter>
      <NewsRow item={item} {...props} />
    </MemoryRouter>,
  );

const link = () => screen.getByRole('link', { name: 'पंचायत चुनाव की तैयारी तेज़' });

describe('NewsRow', () => {
  it('links the thumbnail and headline to the article, named by the headline once', () => {
    renderRow();
    expect(link()).toHaveAttribute('href', '/news/states/panchayat-chunav');
    expect(screen.getByRole('heading', { level: 3, name: 'पंचायत चुनाव की तैयारी तेज़' })).toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });

  it('takes the heading level the page needs', () => {
    renderRow({ headingLevel: 2, prominent: true });
    expect(screen.getByRole('heading', { level: 2, name: 'पंचायत चुनाव की तैयारी तेज़' })).toBeInTheDocument();
  });

  it('on a phone sets the thumbnail beside the headline, in a column of its own', () => {
    renderRow();
    // jsdom applies no media query: these are the phone's styles.
    const style = getComputedStyle(link());
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('96px minmax(0, 1fr)');
    expect(link().firstElementChild).toBe(screen.getByRole('presentation'));
  });

  it('reserves the photo’s box and loads it lazily, at normal priority', () => {
    renderRow();
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('asks for a thumbnail-sized rendition of an upload on phones and a card’s on wider screens', () => {
    const photo = '/uploads/newsroom/202605/0123456789abcdef0123/960.jpg';
    const { container } = renderRow({ item: { ...item, photo } });
    const sizes = screen.getByRole('presentation').getAttribute('sizes') ?? '';
    expect(sizes).toMatch(/, 96px$/);
    expect(sizes).toContain('(min-width: 640px) 50vw');
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/0123456789abcdef0123/320.webp 320w'),
    );
  });
});
