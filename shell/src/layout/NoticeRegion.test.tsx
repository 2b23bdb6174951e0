import { pushNotice } from '@janmat/shared';
import { renderWithPortal } from '@janmat/shared/testing';
import { NOTICE_TEXTS } from '@janmat/shared/validation';
import { act, fireEvent, screen } from '@testing-library/react';
import { primedStore } from '../test/portal';
import { NOTICE_MS } from './NoticeItem';
import { NoticeRegion } from './NoticeRegion';

afterEach(() => {
  jest.useRealTimers();
});

test('shows a dispatched notice in the status region and removes it after 6 s', async () => {
  const store = await primedStore();
  jest.useFakeTimers();
  renderWithPortal(<NoticeRegion />, { store });
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();

  act(() => {
    store.dispatch(pushNotice({ text: NOTICE_TEXTS.voteThanks, tone: 'success' }));
  });
  expect(region).toHaveTextContent(NOTICE_TEXTS.voteThanks);

  act(() => jest.advanceTimersByTime(NOTICE_MS - 1));
  expect(region).toHaveTextContent(NOTICE_TEXTS.voteThanks);
  act(() => jest.advanceTimersByTime(1));
  expect(region).toBeEmptyDOMElement();
  expect(store.getState().notices).toEqual([]);
});

test('the dismiss button removes only that notice', async () => {
  const store = await primedStore();
  renderWithPortal(<NoticeRegion />, { store });
  act(() => {
    store.dispatch(pushNotice({ text: NOTICE_TEXTS.alreadyVoted, tone: 'info' }));
    store.dispatch(pushNotice({ text: NOTICE_TEXTS.contactThanks, tone: 'success' }));
  });
  fireEvent.click(screen.getAllByRole('button', { name: 'सूचना हटाएं' })[0] as HTMLElement);
  expect(screen.getByRole('status')).not.toHaveTextContent(NOTICE_TEXTS.alreadyVoted);
  expect(screen.getByRole('status')).toHaveTextContent(NOTICE_TEXTS.contactThanks);
});
