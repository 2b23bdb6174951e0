import { screen, within } from '@testing-library/react';
import { NewsroomFrame } from '../../app/NewsroomFrame';
import { renderNewsroom, sessionAs } from '../../test/renderNewsroom';

const menu = () => within(screen.getByRole('navigation', { name: 'न्यूज़रूम' }));

test('an admin’s menu links to the release page', () => {
  renderNewsroom(<NewsroomFrame staff={sessionAs('admin').staff}>page</NewsroomFrame>);
  expect(menu().getByRole('link', { name: 'रिलीज़' })).toHaveAttribute('href', '/newsroom/releases');
});

test.each(['editor', 'reporter'] as const)('an %s sees no link to the release page', (role) => {
  renderNewsroom(<NewsroomFrame staff={sessionAs(role).staff}>page</NewsroomFrame>, { role });
  expect(menu().queryByRole('link', { name: 'रिलीज़' })).not.toBeInTheDocument();
});
