import { canonicalHref, renderWithPortal } from '@janmat/shared/testing';
import { NewsroomTitle } from './NewsroomTitle';

test('the tab names the page and the newsroom; staff pages are never indexed', () => {
  renderWithPortal(<NewsroomTitle title="ब्रेकिंग न्यूज़" />, { route: '/newsroom/breaking' });
  expect(document.title).toBe('ब्रेकिंग न्यूज़ | जनमत न्यूज़रूम');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(new URL(canonicalHref() ?? '', 'http://localhost').pathname).toBe('/newsroom/breaking');
});
