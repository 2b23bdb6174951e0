import { NO_SECTION, sectionOf } from './pageSection';

test('a page belongs to the section that owns its route; a path no route has, to none', () => {
  expect(sectionOf('/')).toBe('news');
  expect(sectionOf('/videos')).toBe('media');
  expect(sectionOf('/no/such/page/here/at/all')).toBe(NO_SECTION);
});
