import { OPENS_DIALOG } from '@janmat/shared';
import { act, renderHook } from '@testing-library/react';
import { useCommandedDialog } from './useCommandedDialog';

afterEach(() => {
  document.body.innerHTML = '';
});

function pageDialog(open: boolean) {
  const dialog = document.createElement('dialog');
  dialog.id = 'a-dialog';
  if (open) dialog.setAttribute('open', '');
  document.body.append(dialog);
}

test('the button commands its dialog natively and names it', () => {
  pageDialog(false);
  const { result } = renderHook(() => useCommandedDialog('a-dialog'));
  expect(result.current.buttonProps).toMatchObject({
    'aria-haspopup': 'dialog',
    'aria-controls': 'a-dialog',
    command: 'show-modal',
    commandfor: 'a-dialog',
    [OPENS_DIALOG]: 'a-dialog',
  });
  expect(result.current.open).toBe(false);
});

test('a dialog a tap opened before the scripts stays open once React runs', () => {
  pageDialog(true);
  const { result } = renderHook(() => useCommandedDialog('a-dialog'));
  expect(result.current.open).toBe(true);
});

test('once React runs the button opens and closes it itself, not the browser’s command too', () => {
  pageDialog(false);
  const { result } = renderHook(() => useCommandedDialog('a-dialog'));
  const preventDefault = jest.fn();
  act(() => result.current.buttonProps.onClick({ preventDefault }));
  expect(preventDefault).toHaveBeenCalled();
  expect(result.current.open).toBe(true);
  act(() => result.current.buttonProps.onClick({ preventDefault }));
  expect(result.current.open).toBe(false);
  act(() => result.current.buttonProps.onClick({ preventDefault }));
  act(() => result.current.close());
  expect(result.current.open).toBe(false);
});
