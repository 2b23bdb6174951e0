import { reply } from '@janmat/shared/testing';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { screen } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { AuthorForm } from './AuthorForm';
import type { Author } from './authorApi';

const ANITA: Author = {
  id: 1,
  name: 'अनीता वर्मा',
  des: 'राजनीतिक संवाददाता',
  photo: '',
  link1: '',
  link2: '',
  version: 5,
};

function renderForm(author?: Author, api = {}) {
  const onDone = jest.fn();
  const view = renderDesk(<AuthorForm author={author} onDone={onDone} />, { route: '/newsroom/authors', api });
  return { ...view, onDone };
}

test('a new author needs a name; the optional fields go as empty text', async () => {
  const { user, calls } = renderForm(undefined, {
    'POST /api/newsroom/authors': reply(201, { data: { ...ANITA, id: 9, name: 'नया लेखक' } }),
  });
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByText(F.fieldRequired)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveAccessibleDescription(F.fieldRequired);
  expect(calls).toHaveLength(0);
  await user.type(screen.getByRole('textbox', { name: 'नाम' }), 'नया लेखक');
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('नया लेखक जोड़ दिए गए।');
  expect(calls[0]?.body).toEqual({ name: 'नया लेखक', des: '', photo: '', link1: '', link2: '' });
  expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveValue('');
});

test('a change sends only what changed, keeping the description’s own spacing, with the version held', async () => {
  const { user, calls, headers, onDone } = renderForm(ANITA, {
    'PATCH /api/newsroom/authors/1': { data: { ...ANITA, des: 'राजनीतिक संवाददाता\n\nदिल्ली ' } },
  });
  const des = screen.getByRole('textbox', { name: 'परिचय (वैकल्पिक)' });
  await user.type(des, '{Enter}{Enter}दिल्ली ');
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  expect(await screen.findByRole('button', { name: 'सहेजें' })).toBeEnabled();
  expect(onDone).toHaveBeenCalledWith('अनीता वर्मा: बदलाव सहेज लिया गया।');
  expect(calls[0]?.body).toEqual({ des: 'राजनीतिक संवाददाता\n\nदिल्ली ' });
  expect(headers[0]?.['if-match']).toBe('"5"');
});

test('saving an unchanged form, or cancelling, closes it without a call', async () => {
  const { user, calls, onDone } = renderForm(ANITA);
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(onDone.mock.calls).toEqual([[undefined], [undefined]]);
  expect(calls).toHaveLength(0);
});

test('a link that is no web address is refused under its field', async () => {
  const { user, calls } = renderForm(ANITA);
  await user.type(screen.getByRole('textbox', { name: 'पहला लिंक (http(s)://…, वैकल्पिक)' }), 'x.com/anita');
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  expect(await screen.findByText(F.linkInvalid)).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});
