import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('tells the reader in Hindi, links home and keeps the page out of search results', () => {
    render(
      <MemoryRouter initialEntries={['/kuch-bhi']}>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('पेज नहीं मिला');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/kuch-bhi');
  });

  it('offers the readers a search for what they were after: a plain GET form to /search', () => {
    render(
      <MemoryRouter initialEntries={['/kuch-bhi']}>
        <NotFound />
      </MemoryRouter>,
    );
    const form = screen.getByRole('search', { name: 'जो ढूंढ रहे थे, उसे खोजें' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: 'जो ढूंढ रहे थे, उसे खोजें' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'खोजें' })).toHaveAttribute('type', 'submit');
  });

  it('offers no readers’ search on a staff page', () => {
    render(
      <MemoryRouter initialEntries={['/newsroom/kuch-bhi']}>
        <NotFound offerSearch={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
