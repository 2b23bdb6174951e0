import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ScrollAndFocus } from './ScrollAndFocus';

function Shell() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
      <ScrollAndFocus />
    </>
  );
}

test('a route change scrolls to the top and focuses the new page heading; the first page does not', async () => {
  const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1 tabIndex={-1}>पहला</h1> },
          { path: '/next', element: <h1 tabIndex={-1}>दूसरा</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  expect(scroll).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: 'पहला' })).not.toHaveFocus();

  await act(() => router.navigate('/next'));
  expect(scroll).toHaveBeenCalledWith(0, 0);
  expect(screen.getByRole('heading', { name: 'दूसरा' })).toHaveFocus();
});

test('waits for a heading that appears after the route change (a section still loading)', async () => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <p>होम</p> },
          { path: '/late', element: <p>लोड हो रहा है</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await act(() => router.navigate('/late'));
  const heading = document.createElement('h1');
  heading.textContent = 'देर से';
  await act(async () => {
    document.getElementById('main')?.append(heading);
  });
  expect(heading).toHaveFocus();
});
