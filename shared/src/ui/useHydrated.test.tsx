import { act } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

function Probe() {
  return createElement('button', { type: 'button', disabled: !useHydrated() }, 'भेजें');
}

test('the server renders the control disabled; it is enabled once the browser has hydrated it, without a mismatch', async () => {
  const html = renderToString(createElement(Probe));
  expect(html).toContain('disabled');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, createElement(Probe), { onRecoverableError: recoverable });
  });
  expect(container.querySelector('button')).toBeEnabled();
  expect(recoverable).not.toHaveBeenCalled();
  container.remove();
});
