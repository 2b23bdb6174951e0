import { ROUTES, setRemoteLoader } from '@janmat/shared';
import { mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { poll } from '../../test/fixtures';
import { stubPollWidget } from '../../test/stubPollWidget';
import { ArticlePolls } from './ArticlePolls';

const open = (answer: unknown) => ({
  ...mockApi({ '/api/pollsatpages': answer }),
  ...renderWithPortal(<ArticlePolls articleId={20} />, { route: '/', path: ROUTES.home.path }),
});

describe('ArticlePolls', () => {
  beforeEach(stubPollWidget);
  afterEach(() => setRemoteLoader());

  it('places the polls widget for every poll linked to the article', async () => {
    open({ data: [poll(1, 10), poll(2, 20), poll(3), poll(4, 20)] });
    const widgets = await screen.findAllByTestId('poll-widget');
    expect(widgets.map((w) => w.textContent)).toEqual([poll(2).name, poll(4).name]);
  });

  it('falls back to the middle poll of the list', async () => {
    open({ data: [poll(1, 10), poll(2), poll(3, 30)] });
    expect(await screen.findByTestId('poll-widget')).toHaveTextContent(poll(2).name);
  });

  it('shows an error with a retry button when the polls fail', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    open(reply(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('पोल लोड नहीं हो सका।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('holds the place with a skeleton until the article is known, even once the polls are in', async () => {
    const { store } = {
      ...mockApi({ '/api/pollsatpages': { data: [poll(1, 20)] } }),
      ...renderWithPortal(<ArticlePolls articleId={undefined} />, { route: '/', path: ROUTES.home.path }),
    };
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['fulfilled']),
    );
    expect(document.querySelector('[data-skeleton]')).toBeInTheDocument();
    expect(screen.queryByTestId('poll-widget')).not.toBeInTheDocument();
  });
});
