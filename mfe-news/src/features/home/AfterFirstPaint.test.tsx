import { act, render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows its children only after the next frame has been painted', async () => {
    render(
      <>
        <p>पहली स्क्रीन</p>
        <AfterFirstPaint>
          <p>नीचे का हिस्सा</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('पहली स्क्रीन')).toBeInTheDocument();
    expect(screen.queryByText('नीचे का हिस्सा')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersToNextFrame();
    });
    expect(screen.queryByText('नीचे का हिस्सा')).not.toBeInTheDocument();
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(screen.getByText('नीचे का हिस्सा')).toBeInTheDocument();
  });

  it('calls onPainted once, after the paint and before the children render', async () => {
    const onPainted = jest.fn(() => expect(screen.queryByText('नीचे का हिस्सा')).not.toBeInTheDocument());
    render(
      <AfterFirstPaint onPainted={onPainted}>
        <p>नीचे का हिस्सा</p>
      </AfterFirstPaint>,
    );
    await act(async () => {
      jest.advanceTimersToNextFrame();
    });
    expect(onPainted).not.toHaveBeenCalled();
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(onPainted).toHaveBeenCalledTimes(1);
    expect(screen.getByText('नीचे का हिस्सा')).toBeInTheDocument();
  });

  it('schedules nothing once unmounted before the frame', async () => {
    const { unmount } = render(
      <AfterFirstPaint>
        <p>नीचे का हिस्सा</p>
      </AfterFirstPaint>,
    );
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
