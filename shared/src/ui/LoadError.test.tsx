import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the message it is given and retries on the button', async () => {
    const onRetry = jest.fn();
    render(<LoadError message="पोल लोड नहीं हो सका।" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('पोल लोड नहीं हो सका।');
    await userEvent.setup().click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says in Hindi that the part could not load when no message is given', () => {
    render(<LoadError onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('यह हिस्सा अभी लोड नहीं हो सका।');
  });

  it('writes the error to the console without showing it', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = { status: 500, data: 'secret detail' };
    render(<LoadError onRetry={() => undefined} error={error} />);
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), error);
    expect(screen.queryByText(/secret detail/)).toBeNull();
  });

  it('logs nothing when there is no error to report', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LoadError onRetry={() => undefined} />);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
