import { File as NodeFile } from 'node:buffer';
import { deferred, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { PhotoPicker } from './PhotoPicker';

const UPLOADED = '/uploads/newsroom/202605/cd34/1200.jpg';
const file = () => new NodeFile(['jpeg bytes'], 'rally.jpg', { type: 'image/jpeg' }) as unknown as File;

function renderPicker(api: Record<string, unknown>) {
  const onUploaded = jest.fn();
  const view = renderWithPortal(<PhotoPicker id="t-photo" label="फ़ोटो चुनें" onUploaded={onUploaded} />, { api });
  return { ...view, onUploaded, input: screen.getByLabelText('फ़ोटो चुनें') as HTMLInputElement };
}

test('takes JPEG, PNG or WebP; while the upload is under way it says so and takes no other', async () => {
  const held = deferred<unknown>();
  const { user, input, onUploaded } = renderPicker({ 'POST /api/newsroom/photos': () => held.promise });
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  await user.upload(input, file());
  expect(await screen.findByText('फ़ोटो अपलोड हो रही है…')).toHaveAttribute('role', 'status');
  expect(input).toBeDisabled();
  held.resolve(reply(201, { photo: UPLOADED, width: 1200, height: 800 }));
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(UPLOADED));
  expect(input).toBeEnabled();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  // The same file can be picked again.
  expect(input.value).toBe('');
});

test('a refused upload says why and hands nothing back; the next try clears the message', async () => {
  const { user, input, onUploaded, answers } = renderPicker({
    'POST /api/newsroom/photos': reply(413, { message: 'फ़ोटो 10 MB से बड़ी है।' }),
  });
  await user.upload(input, file());
  expect(await screen.findByRole('alert')).toHaveTextContent('फ़ोटो 10 MB से बड़ी है।');
  expect(onUploaded).not.toHaveBeenCalled();
  answers.set('POST /api/newsroom/photos', reply(201, { photo: UPLOADED, width: 1200, height: 800 }));
  await user.upload(input, file());
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(UPLOADED));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
