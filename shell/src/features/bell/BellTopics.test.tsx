import { renderWithPortal, reply } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { BellTopics } from './BellTopics';
import { BELL_PANEL_TEXTS } from './bellPanelTexts';

const TOPICS = [
  { id: 'breaking', label: 'ब्रेकिंग' },
  { id: 'rajasthan', label: 'राजस्थान' },
  { id: 'national', label: 'राष्ट्रीय' },
];

function renderTopics(props: Partial<ComponentProps<typeof BellTopics>> = {}, topics: unknown = TOPICS) {
  const handlers = { onSubmit: jest.fn(), onTurnOff: jest.fn(), onMessage: jest.fn() };
  const view = renderWithPortal(
    <BellTopics on={false} saving={false} savedTopics={undefined} {...handlers} {...props} />,
    { api: { '/api/push/topics': topics } },
  );
  return { ...view, ...handlers };
}

const checked = async () =>
  (await screen.findAllByRole('checkbox'))
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.getAttribute('value'));

test('the topics saved from this browser are chosen, those the server no longer offers left out', async () => {
  const { user, onSubmit } = renderTopics({ savedTopics: ['national', 'gone'] });
  expect(await checked()).toEqual(['national']);
  await user.click(screen.getByRole('checkbox', { name: 'राजस्थान' }));
  await user.click(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOn }));
  expect(onSubmit).toHaveBeenCalledWith(['national', 'rajasthan']);
});

test('on, the form saves the topics and offers «बंद करें»', async () => {
  const { user, onSubmit, onTurnOff } = renderTopics({ on: true });
  await user.click(await screen.findByRole('button', { name: BELL_PANEL_TEXTS.saveTopics }));
  expect(onSubmit).toHaveBeenCalledWith(['breaking']);
  await user.click(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOff }));
  expect(onTurnOff).toHaveBeenCalled();
});

test('with nothing chosen it asks for a topic instead of submitting', async () => {
  const { user, onSubmit, onMessage } = renderTopics();
  await user.click(await screen.findByRole('checkbox', { name: 'ब्रेकिंग' }));
  await user.click(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOn }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(onMessage).toHaveBeenCalledWith({ text: BELL_PANEL_TEXTS.noTopic, tone: 'error' });
});

test('while saving, both buttons wait', async () => {
  renderTopics({ on: true, saving: true });
  expect(await screen.findByRole('button', { name: BELL_PANEL_TEXTS.saving })).toBeDisabled();
  expect(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOff })).toBeDisabled();
});

test('topics that cannot be had say so', async () => {
  renderTopics({}, reply(503, { message: 'अभी नहीं' }));
  expect(await screen.findByText(BELL_PANEL_TEXTS.topicsFailed)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
