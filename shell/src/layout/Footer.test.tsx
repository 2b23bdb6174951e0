import { renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { primedStore } from '../test/portal';
import { Footer } from './Footer';

test('links the site pages, privacy at /privacy, the social profiles and the copyright year', async () => {
  renderWithPortal(<Footer year={2027} />, { store: await primedStore() });
  const pages = within(screen.getByRole('navigation', { name: 'साइट के पेज' }));
  expect(pages.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/aboutus',
    '/contactus',
    '/faqs',
    '/privacy',
    '/refund',
    '/advertise',
    '/submitnews',
  ]);
  expect(screen.getAllByRole('link', { name: /जनमत .* पर/ })).toHaveLength(5);
  expect(screen.getByText(/© 2027 जनमत/)).toBeInTheDocument();
});
