import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Field, Formik } from 'formik';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createPortalStore } from '../store';
import { PostForm } from './PostForm';

function Sample({ onSubmit }: { onSubmit: (values: { name: string }) => void }) {
  return (
    <Provider store={createPortalStore()}>
      <Formik initialValues={{ name: '' }} onSubmit={onSubmit}>
        <PostForm id="sample-form" action="/contactus">
          <Field name="name" aria-label="नाम" />
          <button type="submit">भेजें</button>
        </PostForm>
      </Formik>
    </Provider>
  );
}

describe('useAdoptTypedValues (in PostForm)', () => {
  it('keeps what the reader typed into the server HTML before the scripts ran, and sends it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Sample onSubmit={() => {}} />);
    document.body.append(container);
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'सुनीता';

    const onSubmit = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Sample onSubmit={onSubmit} />);
    });
    expect(screen.getByLabelText('नाम')).toHaveValue('सुनीता');
    fireEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'सुनीता' }, expect.anything()));
    container.remove();
  });
});
