import { renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { SITE_ANSWERS } from '../../test/fixtures';
import { TrendingChips } from './TrendingChips';

const region = () => screen.getByRole('region', { name: 'ट्रेंडिंग' });

describe('TrendingChips', () => {
  it('shows two rows of chip skeletons, then a chip linking each trending list', async () => {
    renderWithPortal(<TrendingChips />, { api: SITE_ANSWERS });
    expect(region().querySelectorAll('[data-skeleton] > span')).toHaveLength(2);
    expect(await within(region()).findByRole('link', { name: '#उपचुनाव' })).toHaveAttribute(
      'href',
      '/news/trending/upchunav',
    );
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
    expect(region().querySelector('[data-skeleton]')).not.toBeInTheDocument();
  });

  it('offers a retry after a failure and shows the chips once they load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers } = renderWithPortal(<TrendingChips />, { api: { '/api/subcategories': reply(500) } });
    expect(await within(region()).findByRole('alert')).toHaveTextContent('ट्रेंडिंग विषय लोड नहीं हो सके।');
    answers.set('/api/subcategories', SITE_ANSWERS['/api/subcategories']);
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await within(region()).findByRole('link', { name: '#उपचुनाव' })).toBeInTheDocument();
    error.mockRestore();
  });
});
