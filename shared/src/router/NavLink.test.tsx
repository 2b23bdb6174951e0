import { screen } from '@testing-library/react';
import { renderWithPortal } from '../testing';
import { NavLink } from './NavLink';

function Nav() {
  return (
    <nav>
      <NavLink to="/" end>
        होम
      </NavLink>
      <NavLink to="/news/national">राष्ट्रीय</NavLink>
      <NavLink to="/news/national-sports">खेल</NavLink>
    </nav>
  );
}

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('NavLink', () => {
  it('marks the link of the page shown, and of the pages below it', () => {
    renderWithPortal(<Nav />, { route: '/news/national/abc-123' });
    expect(current()).toEqual(['राष्ट्रीय']);
  });

  it('with `end`, is current only on its own path', async () => {
    const { user } = renderWithPortal(<Nav />, { route: '/' });
    expect(current()).toEqual(['होम']);
    await user.click(screen.getByRole('link', { name: 'खेल' }));
    expect(current()).toEqual(['खेल']);
  });
});
