import { screen } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { BreakingRow } from './BreakingRow';
import type { BreakingItem } from './breakingApi';

const FLOOD: BreakingItem = {
  id: 1,
  name: 'बिहार में बाढ़',
  type: 'national',
  url: 'bihar-baadh',
  position: 1,
  expiresAt: '2030-01-05T13:00:00.000Z',
  expired: false,
  version: 3,
};

function renderRow(item: BreakingItem, more: { busy?: boolean; up?: boolean; down?: boolean } = {}) {
  const handlers = { onUp: jest.fn(), onDown: jest.fn(), onDone: jest.fn() };
  const view = renderDesk(
    <ol>
      <BreakingRow
        item={item}
        busy={more.busy ?? false}
        onUp={more.up === false ? undefined : handlers.onUp}
        onDown={more.down === false ? undefined : handlers.onDown}
        onDone={handlers.onDone}
      />
    </ol>,
    { route: '/newsroom/breaking', api: {} },
  );
  return { ...view, ...handlers };
}

test('where it links and until when it shows, in India time; moving up or down is the page’s', async () => {
  const { user, onUp, onDown } = renderRow(FLOOD);
  expect(screen.getByText('लेख: bihar-baadh')).toBeInTheDocument();
  expect(screen.getByText(/^दिखेगी: .*06:30 pm तक$/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'बिहार में बाढ़: ऊपर करें' }));
  await user.click(screen.getByRole('button', { name: 'बिहार में बाढ़: नीचे करें' }));
  expect(onUp).toHaveBeenCalledTimes(1);
  expect(onDown).toHaveBeenCalledTimes(1);
});

test('the last item cannot go down; nothing moves while the order is being saved', () => {
  const { unmount } = renderRow(FLOOD, { down: false });
  expect(screen.getByRole('button', { name: 'बिहार में बाढ़: नीचे करें' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'बिहार में बाढ़: ऊपर करें' })).toBeEnabled();
  unmount();
  renderRow(FLOOD, { busy: true });
  expect(screen.getByRole('button', { name: 'बिहार में बाढ़: ऊपर करें' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'बिहार में बाढ़: नीचे करें' })).toBeDisabled();
});

test('an item past its end says it is off the ticker; one without an end shows until removed', () => {
  const { unmount } = renderRow({ ...FLOOD, expired: true });
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('बिहार में बाढ़समय पूरा: टिकर में नहीं');
  expect(screen.getByText(/06:30 pm तक थी$/)).toBeInTheDocument();
  unmount();
  renderRow({ ...FLOOD, expiresAt: null });
  expect(screen.getByText('दिखेगी: हटाए जाने तक')).toBeInTheDocument();
});

test('«बदलें» opens its form in place; giving up brings the item back and tells the page nothing', async () => {
  const { user, onDone } = renderRow(FLOOD);
  await user.click(screen.getByRole('button', { name: 'बिहार में बाढ़: बदलें' }));
  expect(screen.getByRole('form', { name: 'बदलें: बिहार में बाढ़' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(screen.getByText('लेख: bihar-baadh')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
});
