import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderWithPortal } from '../testing';
import { Link } from './Link';

/** Where the router is. */
function Where() {
  return <output>{useLocation().pathname}</output>;
}

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

  it('never swallows a click on a server-rendered link that comes while the page hydrates', async () => {
    const page = (
      <MemoryRouter>
        <Link to="/contactus">संपर्क</Link>
        <Where />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const root = hydrateRoot(container, page);
    // Before React has had a turn: the page is still the server's markup.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    container.querySelector('a')!.dispatchEvent(click);
    await act(async () => {});
    // Either the router took it, or the browser is left to follow the link: never neither.
    const followed = container.querySelector('output')!.textContent === '/contactus';
    expect(followed || !click.defaultPrevented).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});
