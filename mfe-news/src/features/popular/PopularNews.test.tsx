import { renderWithPortal, reply } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { PopularNews } from './PopularNews';

const LONG = 'लोकसभा में बजट पर लंबी बहस के बाद सरकार ने किसानों की आय दोगुनी करने के नए उपायों की घोषणा की';

describe('PopularNews', () => {
  it('lists popular stories linking to their articles, long titles cut with ...', async () => {
    renderWithPortal(<PopularNews />, {
      api: {
        '/api/lokpriya': {
          data: [
            { name: 'छोटी ख़बर', type: 'national', url: 'chhoti' },
            { name: LONG, type: 'states', url: 'lambi' },
          ],
        },
      },
    });
    const short = await screen.findByRole('link', { name: 'छोटी ख़बर' });
    expect(short).toHaveAttribute('href', '/news/national/chhoti');
    const long = screen.getByRole('link', { name: /^लोकसभा/ });
    expect(long.textContent).toMatch(/\.\.\.$/);
    expect(long.textContent).not.toBe(LONG);
    expect(long).toHaveAttribute('title', LONG);
    expect(long).toHaveAttribute('href', '/news/states/lambi');
  });

  it('says so when there is nothing popular', async () => {
    renderWithPortal(<PopularNews />, { api: { '/api/lokpriya': { data: [] } } });
    expect(await screen.findByText('अभी कोई लोकप्रिय ख़बर नहीं है।')).toBeInTheDocument();
  });

  it('offers a retry after a failure and shows the list once it loads', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers } = renderWithPortal(<PopularNews />, { api: { '/api/lokpriya': reply(500) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('लोकप्रिय ख़बरें लोड नहीं हो सकीं।');
    expect(error).toHaveBeenCalled();
    answers.set('/api/lokpriya', { data: [{ name: 'लौटी ख़बर', type: 'national', url: 'lauti' }] });
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('link', { name: 'लौटी ख़बर' })).toBeInTheDocument();
    error.mockRestore();
  });
});
