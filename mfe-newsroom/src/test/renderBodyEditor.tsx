import { type RenderWithPortalOptions, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { BodyEditor } from '../features/common/body/BodyEditor';

/**
 * The body editor as staff meet it, in a form holding `body`: its editable area, and the HTML the
 * form holds now (what would be saved). Its toolbar and panels are tested through it.
 */
export function renderBodyEditor<Options extends RenderWithPortalOptions>(
  body = '<p>नमस्ते दुनिया</p>',
  options?: Options,
) {
  const view = renderWithPortal(
    <Formik initialValues={{ body }} onSubmit={() => undefined}>
      {({ values }) => (
        <>
          <BodyEditor idPrefix="t-" />
          <output data-testid="html">{values.body}</output>
        </>
      )}
    </Formik>,
    options,
  );
  const area = screen.getByRole('textbox', { name: 'लेख का पाठ' });
  return { ...view, area, html: () => screen.getByTestId('html').textContent };
}
