import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { LiteSwitch } from './LiteSwitch';
import { LiteMode } from './liteMode';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

test('on the full site, «लाइट» switches to lite pages and comes back to this page, query and all', () => {
  renderWithPortal(<LiteSwitch />, { route: '/search?q=चुनाव&page=2' });
  expect(hrefOf('लाइट')).toBe(`/lite?on=1&back=${encodeURIComponent('/search?q=चुनाव&page=2')}`);
  expect(screen.queryByRole('link', { name: 'पूरा संस्करण' })).not.toBeInTheDocument();
});

test('on a lite page, «पूरा संस्करण» goes back to the full site at this page', () => {
  renderWithPortal(
    <LiteMode value>
      <LiteSwitch />
    </LiteMode>,
    { route: '/news/national/some-story' },
  );
  expect(screen.getByText(/आप लाइट संस्करण पढ़ रहे हैं/)).toBeInTheDocument();
  expect(hrefOf('पूरा संस्करण')).toBe(`/lite?on=0&back=${encodeURIComponent('/news/national/some-story')}`);
  expect(screen.queryByRole('link', { name: 'लाइट' })).not.toBeInTheDocument();
});
