import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { AuthorCard } from './AuthorCard';
import type { Author } from './authorApi';

const ANITA: Author = {
  id: 1,
  name: 'अनीता वर्मा',
  des: 'राजनीतिक संवाददाता\nदिल्ली',
  photo: '/uploads/authors/anita.jpg',
  link1: 'https://x.com/anita',
  link2: 'https://anita.example.in',
  version: 5,
};

function renderCard(author: Author) {
  const onSaved = jest.fn();
  const view = renderDesk(
    <ul>
      <AuthorCard author={author} onSaved={onSaved} />
    </ul>,
    {
      route: '/newsroom/authors',
      api: { 'PATCH /api/newsroom/authors/1': { data: { ...author, name: 'अनीता शर्मा' } } },
    },
  );
  return { ...view, onSaved };
}

test('an author as readers meet them: name, number, description, photo, links opening elsewhere', () => {
  renderCard(ANITA);
  const card = screen.getByRole('heading', { level: 2 }).closest('li')!;
  expect(within(card).getByRole('heading', { level: 2, name: 'अनीता वर्मा' })).toBeInTheDocument();
  expect(card).toHaveTextContent('लेखक 1');
  expect(card).toHaveTextContent('फ़ोटो: /uploads/authors/anita.jpg');
  const links = within(screen.getByRole('list', { name: 'अनीता वर्मा के लिंक' })).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://x.com/anita', 'https://anita.example.in']);
  expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
});

test('without a description, photo or links it says there is no photo and lists nothing', () => {
  renderCard({ ...ANITA, des: '', photo: '', link1: '', link2: '' });
  expect(screen.getByText('फ़ोटो: नहीं')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: /के लिंक/ })).not.toBeInTheDocument();
});

test('«बदलें» turns the card into its form; a saved change turns it back and is told to the page', async () => {
  const { user, onSaved } = renderCard(ANITA);
  await user.click(screen.getByRole('button', { name: 'अनीता वर्मा: बदलें' }));
  const form = screen.getByRole('form', { name: 'बदलें: अनीता वर्मा' });
  await user.click(within(form).getByRole('button', { name: 'रद्द करें' }));
  expect(screen.getByRole('heading', { name: 'अनीता वर्मा' })).toBeInTheDocument();
  expect(onSaved).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'अनीता वर्मा: बदलें' }));
  const name = screen.getByRole('textbox', { name: 'नाम' });
  await user.clear(name);
  await user.type(name, 'अनीता शर्मा');
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'अनीता वर्मा' })).toBeInTheDocument();
  expect(onSaved).toHaveBeenCalledWith('अनीता शर्मा: बदलाव सहेज लिया गया।');
});
