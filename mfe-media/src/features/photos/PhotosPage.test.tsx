import { ROUTES } from '@janmat/shared';
import { expectPageHead, mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { album } from '../../test/fixtures';
import { PhotosPage } from './PhotosPage';

const open = (answer: unknown) => ({
  ...mockApi({ '/api/photos': answer }),
  ...renderWithPortal(<PhotosPage />, { route: '/photos', path: ROUTES.photos.path }),
});

afterEach(() => jest.restoreAllMocks());

describe('PhotosPage', () => {
  it('shows placeholders, then album cards linking to each album by code and slug', async () => {
    const { container } = open({ data: [album] });
    expect(container.querySelectorAll('[aria-busy="true"] li')).toHaveLength(6);
    const card = await screen.findByRole('link', { name: /विधानसभा सत्र की तस्वीरें/ });
    expect(card).toHaveAttribute('href', '/photos/alb-101/vidhan-sabha-satra');
    const image = within(card).getByRole('img', { name: album.name });
    // The first album leads the page: its picture loads at once.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expectPageHead({ heading: 'फोटो गैलरी', title: 'फोटो गैलरी | जनमत', canonical: '/photos', current: 'फोटो गैलरी' });
  });

  it('says so in Hindi when there are no albums', async () => {
    open({ data: [] });
    expect(await screen.findByText('अभी कोई एल्बम उपलब्ध नहीं है।')).toBeInTheDocument();
  });

  it('offers a retry when the albums cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers } = open(reply(503));
    await user.click(await screen.findByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(screen.queryByRole('alert')).toBeInTheDocument();
    answers.set('/api/photos', { data: [album] });
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('link', { name: /विधानसभा सत्र/ })).toBeInTheDocument();
  });
});
