import { ROUTES, setRemoteLoader } from '@janmat/shared';
import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
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
});
