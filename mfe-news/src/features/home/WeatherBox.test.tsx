import { renderWithPortal, reply } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { WeatherBox } from './WeatherBox';

const WEATHER = {
  data: [
    { id: 1, values: '24', des: 'जयपुर, साफ आसमान' },
    { id: 2, values: '19', des: 'दिल्ली, धुंध' },
  ],
};

function mockGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = jest.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

describe('WeatherBox', () => {
  it('shows each city with its temperature', async () => {
    mockGeolocation(() => {});
    renderWithPortal(<WeatherBox />, { api: { '/api/datas': WEATHER } });
    expect(await screen.findByRole('rowheader', { name: 'जयपुर, साफ आसमान' })).toBeInTheDocument();
    expect(screen.getByText('19°C')).toBeInTheDocument();
  });

  it('asks for the position once, never uses it for a call and never shows a failure', async () => {
    const ask = mockGeolocation((_ok, fail) =>
      fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    const { requested } = renderWithPortal(<WeatherBox />, { api: { '/api/datas': WEATHER } });
    await screen.findByText('24°C');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/denied/i)).not.toBeInTheDocument();
    expect(requested()).toEqual(['/api/datas']);
  });

  it('shows a retry button when the weather fails', async () => {
    mockGeolocation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithPortal(<WeatherBox />, { api: { '/api/datas': reply(500) } });
    expect(await screen.findByText('जानकारी लोड नहीं हो सकी।')).toBeInTheDocument();
    error.mockRestore();
  });
});
