import { File as NodeFile } from 'node:buffer';
import { reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderBodyEditor } from '../../../test/renderBodyEditor';

const UPLOADED = '/uploads/newsroom/202605/cd34/1200.jpg';

// The image panel opens from the body editor's toolbar and puts the image where the writer is.
const openPanel = (api: Record<string, unknown> = {}) => renderBodyEditor('<p>रैली</p>', { api });

async function open(view: ReturnType<typeof openPanel>) {
  await view.user.click(screen.getByRole('textbox', { name: 'लेख का पाठ' }));
  await view.user.click(screen.getByRole('button', { name: 'चित्र जोड़ें' }));
  return within(screen.getByRole('group', { name: 'चित्र जोड़ें' }));
}

test('an image needs an https or uploaded address and a description, each asked for in Hindi', async () => {
  const view = openPanel();
  const panel = await open(view);
  const add = panel.getByRole('button', { name: 'चित्र जोड़ें' });
  await view.user.type(panel.getByRole('textbox', { name: 'या चित्र का पता' }), 'http://plain.example.in/a.jpg');
  await view.user.click(add);
  expect(panel.getByRole('textbox', { name: 'या चित्र का पता' })).toHaveAccessibleDescription(
    'फ़ोटो अपलोड करें या https:// से शुरू होने वाला पता लिखें।',
  );
  await view.user.clear(panel.getByRole('textbox', { name: 'या चित्र का पता' }));
  await view.user.type(panel.getByRole('textbox', { name: 'या चित्र का पता' }), 'https://example.in/rally.jpg');
  await view.user.click(add);
  expect(panel.getByRole('textbox', { name: 'चित्र का विवरण' })).toHaveAccessibleDescription(
    'चित्र में क्या है, यह लिखें (जो देख नहीं सकते, उनके लिए)।',
  );
  expect(view.html()).toBe('<p>रैली</p>');
  await view.user.type(panel.getByRole('textbox', { name: 'चित्र का विवरण' }), ' मंच पर नेता {Enter}');
  expect(view.html()).toBe('<img loading="lazy" src="https://example.in/rally.jpg" alt="मंच पर नेता"><p>रैली</p>');
  expect(screen.queryByRole('group', { name: 'चित्र जोड़ें' })).not.toBeInTheDocument();
});

test('an uploaded photo fills in its address', async () => {
  const view = openPanel({ 'POST /api/newsroom/photos': reply(201, { photo: UPLOADED, width: 1200, height: 800 }) });
  const panel = await open(view);
  const file = new NodeFile(['jpeg bytes'], 'rally.jpg', { type: 'image/jpeg' }) as unknown as File;
  await view.user.upload(panel.getByLabelText('फ़ोटो अपलोड करें'), file);
  expect(await panel.findByDisplayValue(UPLOADED)).toBe(panel.getByRole('textbox', { name: 'या चित्र का पता' }));
  await view.user.type(panel.getByRole('textbox', { name: 'चित्र का विवरण' }), 'रैली की भीड़');
  await view.user.click(panel.getByRole('button', { name: 'चित्र जोड़ें' }));
  expect(view.html()).toContain(`src="${UPLOADED}" alt="रैली की भीड़"`);
});
