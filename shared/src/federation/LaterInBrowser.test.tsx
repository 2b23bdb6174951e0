import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LaterInBrowser } from './LaterInBrowser';
import { readySignal } from './readySignal';

const PART = <button type="button">वोट करें</button>;
const PLACE = <p>जगह</p>;

/** A page with a counter beside a part that waits. */
function Counted({ ready }: { ready: Promise<void> }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        गिनती {count}
      </button>
      <LaterInBrowser ready={ready} fallback={PLACE}>
        {PART}
      </LaterInBrowser>
    </>
  );
}

describe('LaterInBrowser', () => {
  it('renders the part at once on the server', () => {
    const html = renderToString(
      <LaterInBrowser ready={undefined} fallback={PLACE}>
        {PART}
      </LaterInBrowser>,
    );
    expect(html).toContain('वोट करें');
    expect(html).not.toContain('जगह');
  });

  it('keeps the place on a page rendered in the browser until ready, while the rest of the page goes on', async () => {
    const ready = readySignal();
    render(<Counted ready={ready.promise} />);
    expect(screen.getByText('जगह')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'गिनती 0' }).click());
    expect(screen.getByRole('button', { name: 'गिनती 1' })).toBeInTheDocument();
    await act(async () => ready.resolve());
    expect(screen.getByRole('button', { name: 'वोट करें' })).toBeInTheDocument();
    expect(screen.queryByText('जगह')).not.toBeInTheDocument();
  });

  it('leaves the server’s HTML as sent until ready, then hydrates it without a mismatch', async () => {
    const clicked = jest.fn();
    const part = (
      <button type="button" onClick={clicked}>
        वोट करें
      </button>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <LaterInBrowser ready={undefined} fallback={PLACE}>
        {part}
      </LaterInBrowser>,
    );
    document.body.append(container);
    const ready = readySignal();
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <LaterInBrowser ready={ready.promise} fallback={PLACE}>
          {part}
        </LaterInBrowser>,
        { onRecoverableError: recoverable },
      );
    });
    const button = screen.getByRole('button', { name: 'वोट करें' });
    expect(screen.queryByText('जगह')).not.toBeInTheDocument();
    await act(async () => ready.resolve());
    expect(screen.getByRole('button', { name: 'वोट करें' })).toBe(button);
    await act(async () => button.click());
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
