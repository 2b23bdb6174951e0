import { fireEvent, screen } from '@testing-library/react';
import { renderWithPortal } from '../testing';
import { useHydrated } from '../ui/useHydrated';
import { Link } from './Link';

jest.mock('../ui/useHydrated', () => ({ useHydrated: jest.fn(() => true) }));

describe('Link', () => {
  it('is a real link to its path, followed without a page load', async () => {
    const onClick = jest.fn();
    const { user, pathname } = renderWithPortal(
      <Link to="/news/national" onClick={onClick} className="pill">
        राष्ट्रीय
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'राष्ट्रीय' });
    expect(link).toHaveAttribute('href', '/news/national');
    expect(link).toHaveClass('pill');
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(pathname()).toBe('/news/national');
  });

  it('leaves clicks with a modifier key, another target or a prevented default to the browser', () => {
    const { pathname } = renderWithPortal(
      <>
        <Link to="/a">साधारण</Link>
        <Link to="/b" target="_blank">
          नई टैब
        </Link>
        <Link to="/c" onClick={(event) => event.preventDefault()}>
          रोका गया
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'साधारण' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'नई टैब' }));
    fireEvent.click(screen.getByRole('link', { name: 'रोका गया' }));
    expect(pathname()).toBe('/');
  });

  it('leaves a click to the browser while the server-rendered page is not hydrated yet', () => {
    jest.mocked(useHydrated).mockReturnValue(false);
    const { pathname } = renderWithPortal(<Link to="/contactus">संपर्क</Link>);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'संपर्क' }).dispatchEvent(click);
    // Not prevented: the browser loads /contactus itself (the router would have ignored it).
    expect(click.defaultPrevented).toBe(false);
    expect(pathname()).toBe('/');
    jest.mocked(useHydrated).mockReturnValue(true);
  });
});
