import { ROUTES } from '@janmat/shared';
import { expectPageHead, mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { AstrologySignPage } from './AstrologySignPage';

const READING = 'आज का दिन नई शुरुआत के लिए अनुकूल है।\nपरिवार के साथ समय बिताने से मन प्रसन्न रहेगा।';

const open = (code: string, api: Record<string, unknown> = {}) => ({
  ...mockApi(api),
  ...renderWithPortal(<AstrologySignPage />, { route: `/astrology/${code}`, path: ROUTES.astrologySign.path }),
});

afterEach(() => jest.restoreAllMocks());

describe('AstrologySignPage', () => {
  it('shows the reading under the sign’s Hindi name from the shared table', async () => {
    open('leo', { '/api/rashifaldetails/leo': { data: [{ id: 1, code: 'leo', des: READING }] } });
    expect(await screen.findByText('परिवार के साथ समय बिताने से मन प्रसन्न रहेगा।')).toBeInTheDocument();
    expectPageHead({
      heading: 'मेष राशिफल',
      title: 'मेष राशिफल | जनमत',
      canonical: '/astrology/leo',
      current: 'मेष',
      links: ['राशिफल'],
    });
  });

  it('links to the other 11 signs but not to itself', async () => {
    open('cancer', { '/api/rashifaldetails/cancer': { data: [{ id: 2, code: 'cancer', des: READING }] } });
    const others = within(await screen.findByRole('list', { name: 'अन्य राशियाँ' })).getAllByRole('link');
    expect(others).toHaveLength(11);
    expect(others.map((link) => link.getAttribute('href'))).not.toContain('/astrology/cancer');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('वृषभ राशिफल');
  });

  it('shows the not-found page for a code that is not a sign, without asking the server', async () => {
    const { fetch } = open('dragon');
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the not-found page when the server has no reading for the sign', async () => {
    open('virgo', { '/api/rashifaldetails/virgo': { data: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });

  it('offers a retry when the reading cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers } = open('leo', { '/api/rashifaldetails/leo': reply(500) });
    const retry = await screen.findByRole('button', { name: 'फिर से कोशिश करें' });
    answers.set('/api/rashifaldetails/leo', { data: [{ id: 1, code: 'leo', des: READING }] });
    await user.click(retry);
    expect(await screen.findByText(/नई शुरुआत/)).toBeInTheDocument();
  });
});
