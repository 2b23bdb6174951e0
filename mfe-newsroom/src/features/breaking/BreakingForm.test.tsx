import { reply } from '@janmat/shared/testing';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { screen, waitFor } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { BreakingForm } from './BreakingForm';
import type { BreakingItem } from './breakingApi';

const VOTE: BreakingItem = {
  id: 2,
  name: 'दिल्ली में मतदान आज',
  type: 'national',
  url: 'delhi-matdan',
  position: 2,
  expiresAt: '2026-11-20T04:30:00.000Z',
  expired: true,
  version: 3,
};

function renderForm(item?: BreakingItem, api = {}) {
  const onDone = jest.fn();
  const view = renderDesk(<BreakingForm item={item} onDone={onDone} />, { route: '/newsroom/breaking', api });
  return { ...view, onDone };
}

test('a new item needs a headline and an article; without an end only those two are sent', async () => {
  const { user, calls } = renderForm(undefined, {
    'POST /api/newsroom/breaking': reply(201, { data: { ...VOTE, id: 5 } }),
  });
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByRole('textbox', { name: 'शीर्षक' })).toHaveAccessibleDescription(F.fieldRequired);
  expect(screen.getByRole('textbox', { name: 'लेख का स्लग' })).toHaveAccessibleDescription(F.fieldRequired);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'शीर्षक' })).toHaveFocus());
  expect(calls).toHaveLength(0);
  await user.type(screen.getByRole('textbox', { name: 'शीर्षक' }), ' संसद का सत्र ');
  await user.type(screen.getByRole('textbox', { name: 'लेख का स्लग' }), 'sansad-satra');
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('ब्रेकिंग न्यूज़ जोड़ दी गई।');
  expect(calls[0]?.body).toEqual({ name: 'संसद का सत्र', url: 'sansad-satra' });
  expect(screen.getByRole('textbox', { name: 'शीर्षक' })).toHaveValue('');
});

test('a change shows the end in India time; an unchanged save or a cancel closes with no call', async () => {
  const { user, calls, onDone } = renderForm(VOTE);
  expect(screen.getByRole('heading', { name: 'बदलें: दिल्ली में मतदान आज' })).toBeInTheDocument();
  expect(screen.getByLabelText(/कब तक दिखे/)).toHaveValue('2026-11-20T10:00');
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(onDone.mock.calls).toEqual([[undefined], [undefined]]);
  expect(calls).toHaveLength(0);
});

test('a changed headline alone is sent (an expired end sent again would be refused)', async () => {
  const { user, calls, headers, onDone } = renderForm(VOTE, {
    'PATCH /api/newsroom/breaking/2': { data: { ...VOTE, name: 'दिल्ली में मतदान जारी', version: 4 } },
  });
  const name = screen.getByRole('textbox', { name: 'शीर्षक' });
  await user.clear(name);
  await user.type(name, 'दिल्ली में मतदान जारी');
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  await screen.findByRole('button', { name: 'सहेजें' });
  expect(await screen.findByRole('form')).toBeInTheDocument();
  expect(onDone).toHaveBeenCalledWith('बदलाव सहेज लिया गया।');
  expect(calls[0]?.body).toEqual({ name: 'दिल्ली में मतदान जारी' });
  expect(headers[0]?.['if-match']).toBe('"3"');
});

test('«पुश भेजें» sends push with a new item, and the answer says what became of the push', async () => {
  const { user, calls } = renderForm(undefined, {
    'POST /api/newsroom/breaking': reply(201, {
      data: { ...VOTE, id: 6 },
      push: { id: 3, recipients: 1200, heldTopics: [], message: 'पुश 1,200 सदस्यताओं को भेजा जा रहा है।' },
    }),
  });
  await user.type(screen.getByRole('textbox', { name: 'शीर्षक' }), 'संसद का सत्र');
  await user.type(screen.getByRole('textbox', { name: 'लेख का स्लग' }), 'sansad-satra');
  await user.click(screen.getByRole('checkbox', { name: /पुश भेजें/ }));
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('ब्रेकिंग न्यूज़ जोड़ दी गई। पुश 1,200 सदस्यताओं को भेजा जा रहा है।');
  expect(calls[0]?.body).toEqual({ name: 'संसद का सत्र', url: 'sansad-satra', push: true });
});

test('a change of an item has no «पुश भेजें»', () => {
  renderForm(VOTE);
  expect(screen.queryByRole('checkbox', { name: /पुश भेजें/ })).not.toBeInTheDocument();
});
