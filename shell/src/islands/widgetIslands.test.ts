/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { widgetIslands } from './widgetIslands';

jest.mock('./mountWidget', () => ({
  widgetMount: jest.fn(async () => () => () => undefined),
}));

const { widgetMount } = jest.requireMock('./mountWidget') as { widgetMount: jest.Mock };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const loader = async () => undefined;

beforeEach(() => {
  widgetMount.mockClear();
  document.body.innerHTML = `
    <aside data-widget="polls/PollWidget" data-widget-props='{"poll":{"poll_id":9}}'><input id="outside"></aside>
    <main>
      <div id="poll" data-widget="polls/PollWidget" data-widget-props='{"poll":{"poll_id":1},"headingLevel":3}'>
        <input id="option" type="radio">
      </div>
      <div data-widget="polls/PollWidget" data-widget-props="not json"><input id="broken" type="radio"></div>
    </main>`;
});

test('a widget in main loads its module and hydrates with its props when the reader reaches for it, not before', async () => {
  const islands = widgetIslands(loader, null);
  expect(islands).toHaveLength(1);
  await settle();
  expect(widgetMount).not.toHaveBeenCalled();
  document.getElementById('option')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await settle();
  expect(widgetMount).toHaveBeenCalledWith(
    'polls/PollWidget',
    { poll: { poll_id: 1 }, headingLevel: 3 },
    loader,
    false,
  );
});

test('the touch that brought the islands, inside a widget, mounts it at once', async () => {
  widgetIslands(loader, document.getElementById('option'));
  await settle();
  expect(widgetMount).toHaveBeenCalledTimes(1);
});
