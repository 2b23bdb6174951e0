import { screen, within } from '@testing-library/react';
import { expectPageChrome } from '../../test/expectPageChrome';
import { renderPage } from '../../test/renderPage';
import { AstrologyPage } from './AstrologyPage';

afterEach(() => jest.restoreAllMocks());

describe('AstrologyPage', () => {
  it('shows the 12-sign grid and the yes/no poll without calling the server', () => {
    const { fetchMock } = renderPage(<AstrologyPage />, { route: 'astrology', at: '/astrology' });
    expect(within(screen.getByRole('list', { name: 'राशियाँ' })).getAllByRole('link')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'मेष' })).toHaveAttribute('href', '/astrology/leo');
    expect(screen.getByRole('button', { name: 'हाँ' })).toBeInTheDocument();
    expectPageChrome({
      heading: 'आज का राशिफल',
      title: 'राशिफल | जनमत',
      canonical: '/astrology',
      current: 'राशिफल',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
