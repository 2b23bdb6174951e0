import { createPortalStore, PENDING_MARK, Provider, StaticRouter } from '@janmat/shared';
import { act, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { PollOption } from './pollCounts';
import { VoteForm } from './VoteForm';

const OPTIONS: PollOption[] = [
  { n: 1, label: 'हाँ', count: 0 },
  { n: 2, label: 'नहीं', count: 0 },
];

const form = (onVote: () => unknown) => (
  <Provider store={createPortalStore()}>
    <StaticRouter location="/polls/42/sawal">
      <VoteForm pollId={42} legend="सवाल" options={OPTIONS} onVote={onVote} />
    </StaticRouter>
  </Provider>
);

describe('VoteForm in the server’s HTML', () => {
  it('can be used before the scripts run, and keeps a choice made then once they do', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form(() => {}));
    document.body.append(container);
    const button = () => screen.getByRole('button', { name: 'वोट करें' });
    expect(button()).toBeEnabled();
    expect(screen.getByRole('group', { name: 'सवाल' })).toBeEnabled();

    // The reader chooses in the plain form; then the scripts hydrate it.
    (screen.getByRole('radio', { name: 'नहीं' }) as HTMLInputElement).checked = true;
    const onVote = jest.fn();
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, form(onVote), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'नहीं' })).toBeChecked();
    expect(button()).toBeEnabled();
    await act(async () => button().click());
    expect(onVote).toHaveBeenCalledWith(2);
    container.remove();
  });

  it('marks its button busy from the tap until the vote is answered, and takes no second tap meanwhile', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    let answer: () => void = () => {};
    const onVote = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    await act(async () => createRoot(container).render(form(onVote)));
    await act(async () => screen.getByRole('radio', { name: 'हाँ' }).click());
    const button = screen.getByRole('button', { name: 'वोट करें' });
    expect(button).not.toHaveAttribute('aria-busy');
    await act(async () => button.click());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute(PENDING_MARK);
    await act(async () => button.click());
    expect(onVote).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute(PENDING_MARK);
    container.remove();
  });
});
