import { File as NodeFile } from 'node:buffer';
import { renderWithPortal, reply } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { PhotoField } from './PhotoField';

const UPLOADED = '/uploads/newsroom/202605/cd34/1200.jpg';

function renderPhoto(photo: string, api: Record<string, unknown>) {
  return renderWithPortal(
    <Formik initialValues={{ photo }} onSubmit={() => undefined}>
      {({ values }) => (
        <>
          <PhotoField idPrefix="t-" />
          <output data-testid="photo">{values.photo}</output>
        </>
      )}
    </Formik>,
    { api },
  );
}

// Node's own File: the fetch under test (Node's) sends its bytes, as a browser sends a picked file's.
const file = () => new NodeFile(['jpeg bytes'], 'rally.jpg', { type: 'image/jpeg' }) as unknown as File;

describe('PhotoField', () => {
  it('shows the current photo and uploads a chosen file as the body, with its type', async () => {
    const { user, calls, fetch } = renderPhoto('/images/old.svg', {
      'POST /api/newsroom/photos': reply(201, { photo: UPLOADED, width: 1200, height: 800 }),
    });
    expect(screen.getByRole('img', { name: 'लेख की मौजूदा मुख्य फ़ोटो' })).toHaveAttribute('src', '/images/old.svg');

    await user.upload(screen.getByLabelText('नई फ़ोटो चुनें (JPEG, PNG या WebP)'), file());

    expect(await screen.findByTestId('photo')).toHaveTextContent(UPLOADED);
    expect(screen.getByRole('img', { name: 'लेख की मौजूदा मुख्य फ़ोटो' })).toHaveAttribute('src', UPLOADED);
    expect(calls).toEqual([{ method: 'POST', path: '/api/newsroom/photos', body: 'jpeg bytes' }]);
    const request = fetch.mock.calls[0]![0] as unknown as Request;
    expect(request.headers.get('content-type')).toBe('image/jpeg');
  });

  it('says why an upload was refused and keeps the photo', async () => {
    const { user } = renderPhoto('', {
      'POST /api/newsroom/photos': reply(415, { message: 'केवल JPEG, PNG या WebP फ़ोटो।' }),
    });
    expect(screen.getByText(/अभी कोई फ़ोटो नहीं है/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('नई फ़ोटो चुनें (JPEG, PNG या WebP)'), file());
    expect(await screen.findByRole('alert')).toHaveTextContent('केवल JPEG, PNG या WebP फ़ोटो।');
    expect(screen.getByTestId('photo')).toBeEmptyDOMElement();
  });
});
