import { renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { SearchPager } from './SearchPager';

test('links the other pages of the same search as plain links, the current one marked', () => {
  renderWithPortal(<SearchPager args={{ q: 'modi', page: 2, state: 'bihar' }} last={4} />);
  const pager = screen.getByRole('navigation', { name: 'खोज नतीजों के पन्ने' });
  expect(within(pager).getByRole('link', { name: '← पिछला' })).toHaveAttribute('href', '/search?q=modi&state=bihar');
  expect(within(pager).getByRole('link', { name: 'अगला →' })).toHaveAttribute(
    'href',
    '/search?q=modi&page=3&state=bihar',
  );
  expect(within(pager).getByRole('link', { name: 'पन्ना 2' })).toHaveAttribute('aria-current', 'page');
  expect(within(pager).getAllByRole('link', { name: /पन्ना/ })).toHaveLength(4);
});

test('shows nothing for a single page', () => {
  const { container } = renderWithPortal(<SearchPager args={{ q: 'modi', page: 1 }} last={1} />);
  expect(container).toBeEmptyDOMElement();
});
