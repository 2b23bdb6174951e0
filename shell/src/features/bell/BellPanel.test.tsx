import { deferred, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { FAKE_ENDPOINT, FAKE_KEYS, fakePush, removeFakePush } from '../../test/fakePush';
import { BellPanel } from './BellPanel';
import { BELL_PANEL_TEXTS } from './bellPanelTexts';
import { keyBytes } from './pushClient';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const TOPICS = [
  { id: 'breaking', label: 'ब्रेकिंग' },
  { id: 'rajasthan', label: 'राजस्थान' },
  { id: 'national', label: 'राष्ट्रीय' },
];
const API = {
  '/api/push/topics': TOPICS,
  '/api/push/key': { publicKey: PUBLIC_KEY },
  'POST /api/push/subscriptions': reply(201, {}),
  'DELETE /api/push/subscriptions': reply(204),
};

function openDialog(api: Record<string, unknown> = API) {
  return renderWithPortal(<BellPanel />, { api });
}

afterEach(() => {
  removeFakePush();
  localStorage.clear();
});

test('a browser without web push is told so, and offers no button that cannot work', async () => {
  removeFakePush();
  openDialog();
  expect(await screen.findByRole('status')).toHaveTextContent(BELL_PANEL_TEXTS.unsupported);
  expect(screen.queryByRole('button', { name: BELL_PANEL_TEXTS.turnOn })).not.toBeInTheDocument();
});

test('a browser whose reader blocked notifications says how to allow them', async () => {
  fakePush({ permission: 'denied' });
  openDialog();
  expect(await screen.findByRole('status')).toHaveTextContent(BELL_PANEL_TEXTS.denied);
  expect(screen.queryByRole('button', { name: BELL_PANEL_TEXTS.turnOn })).not.toBeInTheDocument();
});

test('off: offers the topics, «ब्रेकिंग» first and chosen, and «सूचनाएं चालू करें»', async () => {
  fakePush();
  openDialog();
  const boxes = await screen.findAllByRole('checkbox');
  expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['ब्रेकिंग', 'राजस्थान', 'राष्ट्रीय']);
  expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, false]);
  expect(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOn })).toBeEnabled();
  expect(screen.queryByRole('button', { name: BELL_PANEL_TEXTS.turnOff })).not.toBeInTheDocument();
});

test('turning on asks the permission first, on the tap, then subscribes with the server key and saves the topics', async () => {
  const push = fakePush();
  const { user, calls } = openDialog();
  const keyAskedBeforePermission = () => calls.some((call) => call.path === '/api/push/key');
  let askedFirst: boolean | undefined;
  push.requestPermission.mockImplementation(async () => {
    askedFirst = !keyAskedBeforePermission();
    push.state.permission = 'granted';
    return 'granted';
  });
  await user.click(await screen.findByRole('checkbox', { name: 'राजस्थान' }));
  await user.click(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOn }));
  expect(await screen.findByText(BELL_PANEL_TEXTS.turnedOn)).toBeInTheDocument();
  expect(askedFirst).toBe(true);
  expect(push.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  expect(push.pushManager.subscribe).toHaveBeenCalledWith({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(PUBLIC_KEY),
  });
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    endpoint: FAKE_ENDPOINT,
    keys: FAKE_KEYS,
    topics: ['breaking', 'rajasthan'],
  });
  expect(screen.getByText(BELL_PANEL_TEXTS.isOn)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOff })).toBeInTheDocument();
});

test('saving: the buttons wait, busy, until the server has the subscription', async () => {
  fakePush();
  const held = deferred<unknown>();
  const { user } = openDialog({ ...API, 'POST /api/push/subscriptions': () => held.promise });
  await user.click(await screen.findByRole('button', { name: BELL_PANEL_TEXTS.turnOn }));
  const busy = await screen.findByRole('button', { name: BELL_PANEL_TEXTS.saving });
  expect(busy).toBeDisabled();
  expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
  held.resolve(reply(201, {}));
  expect(await screen.findByRole('button', { name: BELL_PANEL_TEXTS.saveTopics })).toBeEnabled();
});

test.each([
  ['dismisses the prompt', 'default', BELL_PANEL_TEXTS.dismissed],
  ['blocks notifications at the prompt', 'denied', BELL_PANEL_TEXTS.denied],
] as const)('a reader who %s is told so and nothing is subscribed', async (_what, answer, text) => {
  const push = fakePush({ answer });
  const { user, calls } = openDialog();
  await user.click(await screen.findByRole('button', { name: BELL_PANEL_TEXTS.turnOn }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(push.pushManager.subscribe).not.toHaveBeenCalled();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('a browser whose push service fails says so in Hindi', async () => {
  fakePush({ subscribeFails: true });
  const { user } = openDialog();
  await user.click(await screen.findByRole('button', { name: BELL_PANEL_TEXTS.turnOn }));
  expect(await screen.findByText(BELL_PANEL_TEXTS.pushServiceFailed)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOn })).toBeEnabled();
});

test("the server's refusal is shown with its Hindi message, and the browser keeps no subscription", async () => {
  const push = fakePush();
  const refusal = 'यह पुश पता स्वीकार नहीं किया जाता।';
  const { user } = openDialog({ ...API, 'POST /api/push/subscriptions': reply(400, { message: refusal }) });
  await user.click(await screen.findByRole('button', { name: BELL_PANEL_TEXTS.turnOn }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(push.subscription.unsubscribe).toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: BELL_PANEL_TEXTS.turnOff })).not.toBeInTheDocument();
});

test('with no topic chosen it asks for one and asks the browser nothing', async () => {
  const push = fakePush();
  const { user } = openDialog();
  await user.click(await screen.findByRole('checkbox', { name: 'ब्रेकिंग' }));
  await user.click(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOn }));
  expect(screen.getByRole('status')).toHaveTextContent(BELL_PANEL_TEXTS.noTopic);
  expect(push.requestPermission).not.toHaveBeenCalled();
});

test('on: shows the saved topics, saves changed ones for the same endpoint', async () => {
  fakePush({ permission: 'granted', subscribed: true });
  localStorage.setItem('janmat-bell-topics', JSON.stringify(['national']));
  const { user, calls } = openDialog();
  expect(await screen.findByText(BELL_PANEL_TEXTS.isOn)).toBeInTheDocument();
  expect(await screen.findByRole('checkbox', { name: 'राष्ट्रीय' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'ब्रेकिंग' })).not.toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: 'ब्रेकिंग' }));
  await user.click(screen.getByRole('button', { name: BELL_PANEL_TEXTS.saveTopics }));
  expect(await screen.findByText(BELL_PANEL_TEXTS.topicsSaved)).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
    endpoint: FAKE_ENDPOINT,
    keys: FAKE_KEYS,
    topics: ['national', 'breaking'],
  });
});

test('«बंद करें» unsubscribes the browser and removes the subscription from the server', async () => {
  const push = fakePush({ permission: 'granted', subscribed: true });
  const { user, calls } = openDialog();
  await user.click(await screen.findByRole('button', { name: BELL_PANEL_TEXTS.turnOff }));
  expect(await screen.findByText(BELL_PANEL_TEXTS.turnedOff)).toBeInTheDocument();
  expect(push.subscription.unsubscribe).toHaveBeenCalled();
  expect(calls.find((call) => call.method === 'DELETE')).toEqual({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    body: { endpoint: FAKE_ENDPOINT },
  });
  expect(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOn })).toBeInTheDocument();
});

const EARLIER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

test('subscribed: when the panel shows, the subscription goes to the server again with its topics (a server that lost it has it again)', async () => {
  const push = fakePush({ permission: 'granted', subscribed: true, subscribedWith: keyBytes(PUBLIC_KEY) });
  localStorage.setItem('janmat-bell-topics', JSON.stringify(['rajasthan']));
  const { calls } = openDialog();
  expect(await screen.findByText(BELL_PANEL_TEXTS.isOn)).toBeInTheDocument();
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    endpoint: FAKE_ENDPOINT,
    keys: FAKE_KEYS,
    topics: ['rajasthan'],
  });
  expect(push.subscription.unsubscribe).not.toHaveBeenCalled();
  expect(push.pushManager.subscribe).not.toHaveBeenCalled();
});

test("a subscription made with the server's earlier key is made anew with its key and saved with its topics", async () => {
  const push = fakePush({ permission: 'granted', subscribed: true, subscribedWith: keyBytes(EARLIER_KEY) });
  localStorage.setItem('janmat-bell-topics', JSON.stringify(['breaking', 'national']));
  const { calls } = openDialog();
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  expect(push.subscription.unsubscribe).toHaveBeenCalled();
  expect(push.pushManager.subscribe).toHaveBeenCalledWith({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(PUBLIC_KEY),
  });
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ topics: ['breaking', 'national'] });
  expect(screen.getByText(BELL_PANEL_TEXTS.isOn)).toBeInTheDocument();
});

test('a subscription that cannot be made anew with the new key shows the bell as off', async () => {
  fakePush({ permission: 'granted', subscribed: true, subscribedWith: keyBytes(EARLIER_KEY), subscribeFails: true });
  localStorage.setItem('janmat-bell-topics', JSON.stringify(['breaking']));
  const { calls } = openDialog();
  expect(await screen.findByRole('button', { name: BELL_PANEL_TEXTS.turnOn })).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('without its topics kept in the browser, the subscription is left as the server has it', async () => {
  const push = fakePush({ permission: 'granted', subscribed: true, subscribedWith: keyBytes(EARLIER_KEY) });
  const { calls } = openDialog();
  expect(await screen.findByText(BELL_PANEL_TEXTS.isOn)).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/api/push/key')).toBe(false);
  expect(push.subscription.unsubscribe).not.toHaveBeenCalled();
});
