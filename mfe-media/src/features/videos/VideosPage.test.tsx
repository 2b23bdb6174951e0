import { screen } from '@testing-library/react';
import { expectPageChrome } from '../../test/expectPageChrome';
import { failWith } from '../../test/mockApi';
import { renderPage } from '../../test/renderPage';
import { VideosPage } from './VideosPage';

const videos = { data: [{ link: 'https://www.youtube-nocookie.com/embed/abcdefghijk' }] };

const open = (answer: unknown) =>
  renderPage(<VideosPage />, { route: 'videos', at: '/videos', api: { '/api/videos': answer } });

afterEach(() => jest.restoreAllMocks());

describe('VideosPage', () => {
  it('shows placeholders, then the videos with breadcrumb, heading and head tags', async () => {
    const { container } = open(videos);
    expect(container.querySelector('[aria-busy="true"] [data-skeleton]')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'वीडियो 1 चलाएँ' })).toBeInTheDocument();
    expectPageChrome({ heading: 'वीडियो', title: 'वीडियो | जनमत', canonical: '/videos', current: 'वीडियो' });
  });

  it('says so in Hindi when there are no videos', async () => {
    open({ data: [] });
    expect(await screen.findByText('अभी कोई वीडियो उपलब्ध नहीं है।')).toBeInTheDocument();
  });

  it('shows an error with a retry button that loads again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers } = open(failWith(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('सामग्री लोड नहीं हो सकी');
    expect(consoleError).toHaveBeenCalled();
    answers.set('/api/videos', videos);
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('button', { name: 'वीडियो 1 चलाएँ' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
