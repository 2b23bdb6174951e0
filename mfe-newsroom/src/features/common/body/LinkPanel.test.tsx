import { screen } from '@testing-library/react';
import { renderBodyEditor } from '../../../test/renderBodyEditor';

// The link panel opens from the body editor's toolbar, on the words selected there.
const renderBody = renderBodyEditor;

test('with nothing selected the address itself goes in as linked words', async () => {
  const { user, area, html } = renderBody('<p>पढ़ें: </p>');
  await user.click(area);
  await user.click(screen.getByRole('button', { name: 'लिंक' }));
  expect(screen.queryByRole('button', { name: 'लिंक हटाएँ' })).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'लिंक का पता' }), 'https://eci.gov.in');
  await user.click(screen.getByRole('button', { name: 'लिंक लगाएँ' }));
  expect(html()).toContain('<a href="https://eci.gov.in">https://eci.gov.in</a>');
  expect(screen.queryByRole('group', { name: 'लिंक' })).not.toBeInTheDocument();
});

test('on a link it shows the address, changes it or removes the link and keeps the words', async () => {
  const { user, area, html } = renderBody('<p><a href="https://old.example.in">चुनाव आयोग</a></p>');
  await user.click(area);
  await user.keyboard('{Control>}a{/Control}');
  await user.click(screen.getByRole('button', { name: 'लिंक' }));
  const address = screen.getByRole('textbox', { name: 'लिंक का पता' });
  expect(address).toHaveValue('https://old.example.in');
  await user.click(screen.getByRole('button', { name: 'लिंक हटाएँ' }));
  expect(html()).toBe('<p>चुनाव आयोग</p>');
});

test('cancelling leaves the body as it was', async () => {
  const { user, area, html } = renderBody('<p>चुनाव आयोग</p>');
  await user.click(area);
  await user.keyboard('{Control>}a{/Control}');
  await user.click(screen.getByRole('button', { name: 'लिंक' }));
  await user.type(screen.getByRole('textbox', { name: 'लिंक का पता' }), 'https://eci.gov.in');
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(screen.queryByRole('textbox', { name: 'लिंक का पता' })).not.toBeInTheDocument();
  expect(html()).toBe('<p>चुनाव आयोग</p>');
});
