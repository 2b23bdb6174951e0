import { reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderNewsroom } from '../../test/renderNewsroom';
import { ArticleVersions } from './ArticleVersions';

const renderVersions = (answer: unknown) =>
  renderNewsroom(<ArticleVersions id={7} />, { api: { 'GET /api/newsroom/articles/7/versions': answer } });

test('newest change first (the later of two at one moment first), in India time, fields in Hindi', async () => {
  renderVersions([
    { id: 1, at: '2026-05-06T04:00:00.000Z', staff: { id: 3, name: 'सीमा' }, changed: ['title'] },
    { id: 3, at: '2026-05-06T05:30:00.000Z', staff: null, changed: ['photo', 'seoNote'] },
    { id: 2, at: '2026-05-06T05:30:00.000Z', staff: { id: 4, name: 'अमित' }, changed: ['publishAt'] },
  ]);
  const region = screen.getByRole('region', { name: 'बदलावों का इतिहास' });
  const items = (await within(region).findAllByRole('listitem')).map((li) => li.textContent);
  expect(items).toEqual([
    expect.stringMatching(/11:00 am — अज्ञात: फ़ोटो, seoNote$/),
    expect.stringMatching(/11:00 am — अमित: प्रकाशन का समय$/),
    expect.stringMatching(/09:30 am — सीमा: शीर्षक$/),
  ]);
});

test('no change yet says so; a failed history offers a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, answers } = renderVersions(reply(500));
  const retry = await screen.findByRole('button', { name: 'फिर से कोशिश करें' });
  answers.set('GET /api/newsroom/articles/7/versions', []);
  await user.click(retry);
  expect(await screen.findByText('अभी कोई बदलाव दर्ज नहीं है।')).toBeInTheDocument();
});
