import { act, fireEvent, type RenderResult, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Poll, PollWidgetProps } from '../contracts';
import { loadExposed, setRemoteLoader } from './loadExposed';
import { RemoteSlot } from './RemoteSlot';
import { renderPlace } from './readySignal';

function PollWidget({ poll }: PollWidgetProps) {
  return <p>पोल: {poll.name}</p>;
}
const pollAbout = (name: string) => ({ id: 7, name, op1: 'हाँ', op2: 'नहीं', res1: 0, res2: 0 }) as Poll;
const widgetModule = { PollWidget };

/** A loader whose answer the test gives when it wants. */
function deferredLoader() {
  const calls: { id: string; resolve: (m: unknown) => void; reject: (e: unknown) => void }[] = [];
  const loader = jest.fn(
    (id: string) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push({ id, resolve, reject });
      }),
  );
  return { loader, calls };
}

/** Renders inside an awaited act, so React keeps listening for the suspended load. */
async function renderSlot(ui: ReactElement) {
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(ui);
  });
  return view as RenderResult;
}

const slot = (fallback?: string) => (
  <RemoteSlot module="polls/PollWidget" props={{ poll: pollAbout('क्या चुनाव समय पर होंगे?') }} fallback={fallback} />
);

afterAll(() => setRemoteLoader());

describe('RemoteSlot', () => {
  it('shows a skeleton while the module loads, then its named export with the props', async () => {
    const { loader, calls } = deferredLoader();
    setRemoteLoader(loader);
    const { container } = await renderSlot(slot());
    expect(container.querySelector('[data-skeleton]')).toBeInTheDocument();
    expect(calls[0]?.id).toBe('polls/PollWidget');

    await act(async () => calls[0]?.resolve(widgetModule));
    expect(screen.getByText('पोल: क्या चुनाव समय पर होंगे?')).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it('takes the props the exposed-module map gives the widget: a wrong prop fails type-check', async () => {
    setRemoteLoader(async () => widgetModule);
    // @ts-expect-error `question` is not a prop of polls/PollWidget (PollWidgetProps has `poll`)
    const wrong = <RemoteSlot module="polls/PollWidget" props={{ question: 'कौन जीतेगा?' }} />;
    // @ts-expect-error an id that no remote exposes
    const unknown = <RemoteSlot module="polls/NoSuchWidget" props={{}} />;
    expect([wrong.props.module, unknown.props.module]).toEqual(['polls/PollWidget', 'polls/NoSuchWidget']);
  });

  it('shows the given fallback while loading', async () => {
    setRemoteLoader(deferredLoader().loader);
    await renderSlot(slot('पोल लोड हो रहा है'));
    expect(screen.getByText('पोल लोड हो रहा है')).toBeInTheDocument();
  });

  it('shows the Hindi fallback when the remote fails, and the retry button loads it again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { loader, calls } = deferredLoader();
    setRemoteLoader(loader);
    await renderSlot(slot());
    await act(async () => calls[0]?.reject(new Error('RUNTIME-008')));

    expect(screen.getByRole('alert')).toHaveTextContent('यह हिस्सा अभी लोड नहीं हो सका।');
    expect(error).toHaveBeenCalledWith('Section failed to load', expect.any(Error), expect.any(String));
    expect(loader).toHaveBeenCalledTimes(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    });
    expect(loader).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve(widgetModule));
    expect(screen.getByText('पोल: क्या चुनाव समय पर होंगे?')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });

  it('fails into the boundary when the module lacks the named export', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    setRemoteLoader(async () => ({ SomethingElse: PollWidget }));
    await renderSlot(slot());
    expect(screen.getByRole('alert')).toHaveTextContent('यह हिस्सा अभी लोड नहीं हो सका।');
    error.mockRestore();
  });

  it('loads a module once for every slot that shows it', async () => {
    const loader = jest.fn(async () => widgetModule);
    setRemoteLoader(loader);
    await renderSlot(
      <>
        {slot()}
        {slot()}
      </>,
    );
    expect(screen.getAllByText('पोल: क्या चुनाव समय पर होंगे?')).toHaveLength(2);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  describe('lazy', () => {
    /** A stand-in IntersectionObserver the test drives: `reach()` brings the watched slot near. */
    function fakeObserver() {
      const watched: { callback: IntersectionObserverCallback; margin?: string }[] = [];
      class FakeObserver {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          watched.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      }
      Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeObserver, configurable: true });
      const reach = () =>
        act(async () => {
          for (const w of watched) w.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
        });
      return { watched, reach };
    }
    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    });

    it('downloads nothing until the slot comes near the viewport, then shows the widget', async () => {
      const { watched, reach } = fakeObserver();
      const loader = jest.fn(async () => widgetModule);
      setRemoteLoader(loader);
      await renderSlot(
        <RemoteSlot lazy module="polls/PollWidget" props={{ poll: pollAbout('कौन जीतेगा?') }} fallback="पोल की जगह" />,
      );
      expect(screen.getByText('पोल की जगह')).toBeInTheDocument();
      expect(loader).not.toHaveBeenCalled();
      expect(watched[0]?.margin).toBe('400px 0px');

      await reach();
      expect(loader).toHaveBeenCalledWith('polls/PollWidget');
      expect(screen.getByText('पोल: कौन जीतेगा?')).toBeInTheDocument();
    });

    it('is rendered whole by the server, and the browser keeps that HTML until the slot comes near', async () => {
      const widget = <RemoteSlot lazy module="polls/PollWidget" props={{ poll: pollAbout('कौन जीतेगा?') }} />;
      setRemoteLoader(async () => widgetModule);
      await loadExposed('polls/PollWidget');
      renderPlace.server = true;
      const html = renderToString(widget);
      renderPlace.server = false;
      expect(html).toContain('<p>पोल: <!-- -->कौन जीतेगा?</p>');

      const { watched, reach } = fakeObserver();
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(container, widget, { onRecoverableError: recoverable });
      });
      expect(container).toHaveTextContent('पोल: कौन जीतेगा?');
      expect(container.querySelector('[data-skeleton]')).toBeNull();
      expect(watched).toHaveLength(1);
      await reach();
      expect(container).toHaveTextContent('पोल: कौन जीतेगा?');
      expect(recoverable).not.toHaveBeenCalled();
      container.remove();
    });

    it('loads at once where the browser cannot observe the viewport', async () => {
      setRemoteLoader(async () => widgetModule);
      await renderSlot(<RemoteSlot lazy module="polls/PollWidget" props={{ poll: pollAbout('कौन जीतेगा?') }} />);
      expect(screen.getByText('पोल: कौन जीतेगा?')).toBeInTheDocument();
    });
  });
});
