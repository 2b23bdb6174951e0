import { screen, within } from '@testing-library/react';
import { renderNewsroom, sessionAs } from '../test/renderNewsroom';
import { NewsroomApp } from './NewsroomApp';
import { NewsroomFrame } from './NewsroomFrame';
import { openFresh } from './openFresh';

jest.mock('./openFresh', () => ({ openFresh: jest.fn() }));

const menuOf = () =>
  within(screen.getByRole('navigation', { name: 'न्यूज़रूम' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

test.each([
  ['reporter', ['लेख']],
  ['editor', ['लेख', 'ब्रेकिंग न्यूज़', 'पुश सूचनाएं', 'साइट पोल', 'पाठकों के पोल', 'लेखक', 'खोज के उपनाम', 'नतीजे', 'संदेश']],
  [
    'admin',
    [
      'लेख',
      'ब्रेकिंग न्यूज़',
      'पुश सूचनाएं',
      'साइट पोल',
      'पाठकों के पोल',
      'लेखक',
      'खोज के उपनाम',
      'नतीजे',
      'संदेश',
      'स्टाफ',
      'ऑडिट लॉग',
      'रिलीज़',
    ],
  ],
] as const)('a %s’s menu has only the pages the role may open', (role, labels) => {
  renderNewsroom(
    <NewsroomFrame staff={sessionAs(role).staff}>
      <p>page</p>
    </NewsroomFrame>,
    { role },
  );
  expect(menuOf()).toEqual(labels);
});

test('each menu link opens its own page, the current one marked', () => {
  renderNewsroom(
    <NewsroomFrame staff={sessionAs('admin').staff}>
      <p>page</p>
    </NewsroomFrame>,
    { route: '/newsroom/releases' },
  );
  const menu = within(screen.getByRole('navigation', { name: 'न्यूज़रूम' }));
  expect(menu.getByRole('link', { name: 'लेख' })).toHaveAttribute('href', '/newsroom');
  expect(menu.getByRole('link', { name: 'खोज के उपनाम' })).toHaveAttribute('href', '/newsroom/search-aliases');
  expect(menu.getByRole('link', { name: 'रिलीज़' })).toHaveAttribute('href', '/newsroom/releases');
  expect(menu.getByRole('link', { name: 'रिलीज़' })).toHaveAttribute('aria-current', 'page');
  expect(menu.getByRole('link', { name: 'लेख' })).not.toHaveAttribute('aria-current');
  expect(screen.getByText('प्रधान संपादक (एडमिन)')).toBeInTheDocument();
});

test('signing out everywhere posts with the session’s token, then loads the newsroom afresh', async () => {
  const { user, calls, headers } = renderNewsroom(<NewsroomApp />, {
    role: 'editor',
    api: {
      'GET /api/newsroom/articles': { data: [], next: null },
      'POST /api/newsroom/signout-all': { message: 'ok' },
    },
  });
  // The token comes from the session the newsroom asked for.
  await user.click(await screen.findByRole('button', { name: 'हर जगह से साइन आउट' }));
  const index = calls.findIndex((c) => c.path === '/api/newsroom/signout-all');
  expect(index).toBeGreaterThanOrEqual(0);
  expect(headers[index]?.['x-csrf-token']).toBe('token-of-editor');
  expect(openFresh).toHaveBeenCalledWith('/newsroom');
});
