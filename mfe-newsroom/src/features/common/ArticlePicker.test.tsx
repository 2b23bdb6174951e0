import { reply } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { renderNewsroom } from '../../test/renderNewsroom';
import { ArticlePicker } from './ArticlePicker';

const FOUND = { data: [{ id: 9, title: 'बजट 2027 की बड़ी बातें', slug: 'budget-2027' }], next: null };

test('searches titles from two letters on and hands back the chosen article', async () => {
  const onPick = jest.fn();
  const { user, calls } = renderNewsroom(<ArticlePicker label="लेख खोजें" onPick={onPick} />, {
    api: { 'GET /api/newsroom/articles': FOUND },
  });
  await user.type(screen.getByRole('searchbox', { name: 'लेख खोजें' }), 'ब');
  expect(calls.some((c) => c.path.startsWith('/api/newsroom/articles'))).toBe(false);
  await user.type(screen.getByRole('searchbox', { name: 'लेख खोजें' }), 'जट');
  await user.click(await screen.findByRole('button', { name: /बजट 2027 की बड़ी बातें/ }));
  expect(onPick).toHaveBeenCalledWith(FOUND.data[0]);
});

test('says when nothing matches, and when the search failed', async () => {
  const { user, answers } = renderNewsroom(<ArticlePicker label="लेख खोजें" onPick={jest.fn()} />, {
    api: { 'GET /api/newsroom/articles': { data: [], next: null } },
  });
  await user.type(screen.getByRole('searchbox', { name: 'लेख खोजें' }), 'कुछ नहीं');
  expect(await screen.findByText('कोई लेख नहीं मिला।')).toBeInTheDocument();
  answers.set('GET /api/newsroom/articles', reply(500));
  await user.type(screen.getByRole('searchbox', { name: 'लेख खोजें' }), 'ं');
  expect(await screen.findByRole('alert')).toHaveTextContent('लेख खोजे नहीं जा सके।');
});

test('Enter in the search never sends the form it sits in', async () => {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { user } = renderNewsroom(
    <form onSubmit={onSubmit}>
      <ArticlePicker label="लेख खोजें" onPick={jest.fn()} />
    </form>,
    { api: { 'GET /api/newsroom/articles': FOUND } },
  );
  await user.type(screen.getByRole('searchbox', { name: 'लेख खोजें' }), 'बजट{Enter}');
  expect(await screen.findByRole('button', { name: /बजट 2027/ })).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});
