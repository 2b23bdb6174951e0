import { ROUTES } from '@janmat/shared';
import { expectPageHead, mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { AstrologyPage } from './AstrologyPage';

afterEach(() => jest.restoreAllMocks());

describe('AstrologyPage', () => {
  it('shows the 12-sign grid and the yes/no poll without calling the server', () => {
    const { fetch } = mockApi();
    renderWithPortal(<AstrologyPage />, { route: '/astrology', path: ROUTES.astrology.path });
    expect(within(screen.getByRole('list', { name: 'राशियाँ' })).getAllByRole('link')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'मेष' })).toHaveAttribute('href', '/astrology/leo');
    expect(screen.getByRole('button', { name: 'हाँ' })).toBeInTheDocument();
    expectPageHead({
      heading: 'आज का राशिफल',
      title: 'राशिफल | जनमत',
      canonical: '/astrology',
      current: 'राशिफल',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
