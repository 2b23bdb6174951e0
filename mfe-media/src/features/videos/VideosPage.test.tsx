import { ROUTES } from '@janmat/shared';
import { expectPageHead, mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { VideosPage } from './VideosPage';

const videos = { data: [{ link: 'https://www.youtube-nocookie.com/embed/abcdefghijk' }] };

const open = (answer: unknown) => ({
  ...mockApi({ '/api/videos': answer }),
  ...renderWithPortal(<VideosPage />, { route: '/videos', path: ROUTES.videos.path }),
});

afterEach(() => jest.restoreAllMocks());

describe('VideosPage', () => {
  it('shows placeholders, then the videos with breadcrumb, heading and head tags', async () => {
    const { container } = open(videos);
    expect(container.querySelector('[aria-busy="true"] [data-skeleton]')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'वीडियो 1 चलाएँ' })).toBeInTheDocument();
    expectPageHead({ heading: 'वीडियो', title: 'वीडियो | जनमत', canonical: '/videos', current: 'वीडियो' });
  });

  it('says so in Hindi when there are no videos', async () => {
    open({ data: [] });
    expect(await screen.findByText('अभी कोई वीडियो उपलब्ध नहीं है।')).toBeInTheDocument();
  });

  it('shows an error with a retry button that loads again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers } = open(reply(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('सामग्री लोड नहीं हो सकी');
    expect(consoleError).toHaveBeenCalled();
    answers.set('/api/videos', videos);
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('button', { name: 'वीडियो 1 चलाएँ' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
