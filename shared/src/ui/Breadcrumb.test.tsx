import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { href } from '../contracts/routes';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('starts with «होम» linking home and marks the last item as the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={[{ label: 'राष्ट्रीय', to: href.newsList({ type: 'national' }) }, { label: 'खबर' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['होम', 'राष्ट्रीय', 'खबर']);
    expect(within(nav).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'राष्ट्रीय' })).toHaveAttribute('href', '/news/national');
    expect(within(nav).getByText('खबर')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'खबर' })).toBeNull();
  });

  it('never links the current page, even when it has a path', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={[{ label: 'वीडियो', to: href.videos() }]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'वीडियो' })).toBeNull();
    expect(screen.getByText('वीडियो')).toHaveAttribute('aria-current', 'page');
  });

  it('gives search engines the same trail as BreadcrumbList JSON-LD', () => {
    const { container } = render(
      <MemoryRouter>
        <Breadcrumb items={[{ label: 'फ़ोटो', to: href.photos() }, { label: 'एल्बम' }]} />
      </MemoryRouter>,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    const ld = JSON.parse(script?.textContent ?? 'null');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((item: { position: number; name: string }) => [item.position, item.name])).toEqual([
      [1, 'होम'],
      [2, 'फ़ोटो'],
      [3, 'एल्बम'],
    ]);
    expect(ld.itemListElement[1].item).toBe(`${window.location.origin}/photos`);
  });
});
