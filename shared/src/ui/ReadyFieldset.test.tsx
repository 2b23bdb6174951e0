import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ReadyFieldset } from './ReadyFieldset';

const form = (
  <ReadyFieldset>
    <input aria-label="नाम" />
    <button type="submit">भेजें</button>
  </ReadyFieldset>
);

test('in the server HTML every control inside is disabled', () => {
  const html = renderToString(form);
  expect(html).toMatch(/<fieldset[^>]*disabled=""[^>]*aria-busy="true"/);
});

test('in the browser the controls can be used', () => {
  render(form);
  expect(screen.getByRole('textbox', { name: 'नाम' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'भेजें' })).toBeEnabled();
});
