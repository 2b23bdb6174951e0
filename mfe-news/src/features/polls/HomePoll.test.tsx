import { ROUTES, setRemoteLoader } from '@janmat/shared';
import { mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { poll } from '../../test/fixtures';
import { stubPollWidget } from '../../test/stubPollWidget';
import { HomePoll } from './HomePoll';

describe('HomePoll', () => {
  beforeEach(stubPollWidget);
  afterEach(() => setRemoteLoader());

  it('places the polls widget with the first home poll', async () => {
    ({
      ...mockApi({ '/api/pollsathome': { data: [poll(5), poll(6)] } }),
      ...renderWithPortal(<HomePoll />, { route: '/', path: ROUTES.home.path }),
    });
    expect(await screen.findByTestId('poll-widget')).toHaveTextContent(poll(5).name);
    expect(screen.getAllByTestId('poll-widget')).toHaveLength(1);
  });

  it('shows the retry message when the widget itself cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    setRemoteLoader(async () => {
      throw new Error('offline');
    });
    ({
      ...mockApi({ '/api/pollsathome': { data: [poll(5)] } }),
      ...renderWithPortal(<HomePoll />, { route: '/', path: ROUTES.home.path }),
    });
    expect(await screen.findByText('यह हिस्सा अभी लोड नहीं हो सका।')).toBeInTheDocument();
    error.mockRestore();
  });

  it('places nothing when there is no home poll', async () => {
    const { store, container } = {
      ...mockApi({ '/api/pollsathome': { data: [] } }),
      ...renderWithPortal(<HomePoll />, { route: '/', path: ROUTES.home.path }),
    };
    expect(container.querySelector('[data-skeleton]')).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['fulfilled']),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows an error with a retry button when the polls fail, then the poll', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers } = {
      ...mockApi({ '/api/pollsathome': reply(500) }),
      ...renderWithPortal(<HomePoll />, { route: '/', path: ROUTES.home.path }),
    };
    expect(await screen.findByRole('alert')).toHaveTextContent('पोल लोड नहीं हो सका।');
    answers.set('/api/pollsathome', { data: [poll(5)] });
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByTestId('poll-widget')).toHaveTextContent(poll(5).name);
    error.mockRestore();
  });
});
