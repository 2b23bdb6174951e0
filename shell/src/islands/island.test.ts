/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { island, on } from './island';

const slot = () => {
  document.body.innerHTML = '<div id="slot"></div><button id="opener"></button>';
  return document.getElementById('slot');
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('its code is asked for when the reader reaches for it, once, and it is undone when disposed', async () => {
  const unmount = jest.fn();
  const mount = jest.fn(() => unmount);
  const part = island({
    slot: slot(),
    arm: (load) => on(document.getElementById('opener'), ['pointerdown'], load),
    reached: () => false,
    load: async () => mount,
  });
  await settle();
  expect(mount).not.toHaveBeenCalled();
  const opener = document.getElementById('opener')!;
  opener.dispatchEvent(new Event('pointerdown'));
  opener.dispatchEvent(new Event('pointerdown'));
  await settle();
  expect(mount).toHaveBeenCalledTimes(1);
  part.dispose();
  expect(unmount).toHaveBeenCalledTimes(1);
});

test('a part already reached for (opened before the islands came) is mounted at once', async () => {
  const mount = jest.fn(() => () => undefined);
  island({ slot: slot(), arm: () => () => undefined, reached: () => true, load: async () => mount });
  await settle();
  expect(mount).toHaveBeenCalledTimes(1);
});

test('code still on its way when the app takes over is not run as it lands; a missing part is no island', async () => {
  const mount = jest.fn(() => () => undefined);
  let land: (value: typeof mount) => void = () => undefined;
  const part = island({
    slot: slot(),
    arm: () => () => undefined,
    reached: () => true,
    load: () => new Promise((resolve) => (land = resolve)),
  });
  part.dispose();
  land(mount);
  await settle();
  expect(mount).not.toHaveBeenCalled();

  const none = jest.fn(async () => mount);
  island({ slot: null, arm: () => () => undefined, reached: () => true, load: none }).dispose();
  expect(none).not.toHaveBeenCalled();
});
