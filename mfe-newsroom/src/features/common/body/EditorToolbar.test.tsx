import { screen } from '@testing-library/react';
import { renderBodyEditor } from '../../../test/renderBodyEditor';

// The toolbar acts on the body editor it sits in: it is shown here as staff meet it.
const renderToolbar = renderBodyEditor;

const button = (name: string) => screen.getByRole('button', { name });

test('the toolbar names the area it acts on; lists are made and unmade from it', async () => {
  const { user, area, html } = renderToolbar();
  expect(screen.getByRole('toolbar', { name: 'पाठ का स्वरूप' })).toHaveAttribute('aria-controls', area.id);
  await user.click(area);
  await user.click(button('बिंदुओं वाली सूची'));
  expect(button('बिंदुओं वाली सूची')).toHaveAttribute('aria-pressed', 'true');
  expect(html()).toBe('<ul><li><p>नमस्ते दुनिया</p></li></ul>');
  await user.click(button('1. क्रमांक वाली सूची'));
  expect(button('बिंदुओं वाली सूची')).toHaveAttribute('aria-pressed', 'false');
  expect(html()).toBe('<ol><li><p>नमस्ते दुनिया</p></li></ol>');
});

test('undo and redo are offered only when there is something to undo or redo', async () => {
  const { user, area, html } = renderToolbar();
  expect(button('पिछला बदलाव वापस लें')).toBeDisabled();
  expect(button('बदलाव दोबारा करें')).toBeDisabled();
  await user.click(area);
  await user.click(button('H3 छोटा उपशीर्षक'));
  expect(html()).toBe('<h3>नमस्ते दुनिया</h3>');
  expect(button('पिछला बदलाव वापस लें')).toBeEnabled();
  await user.click(button('पिछला बदलाव वापस लें'));
  expect(html()).toBe('<p>नमस्ते दुनिया</p>');
  expect(button('बदलाव दोबारा करें')).toBeEnabled();
  await user.click(button('बदलाव दोबारा करें'));
  expect(html()).toBe('<h3>नमस्ते दुनिया</h3>');
});

test('one panel at a time: the link panel gives way to the image panel, and a second press closes it', async () => {
  const { user } = renderToolbar();
  await user.click(button('लिंक'));
  expect(button('लिंक')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('group', { name: 'लिंक' })).toBeInTheDocument();
  await user.click(button('चित्र जोड़ें'));
  expect(button('लिंक')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('group', { name: 'लिंक' })).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'चित्र जोड़ें' })).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'चित्र जोड़ें' })[0]!);
  expect(screen.queryByRole('group', { name: 'चित्र जोड़ें' })).not.toBeInTheDocument();
});
