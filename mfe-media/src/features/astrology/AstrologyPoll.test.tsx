import { mockApi } from '@janmat/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AstrologyPoll } from './AstrologyPoll';

function results() {
  return within(screen.getByRole('heading', { level: 3, name: 'परिणाम' }).parentElement as HTMLElement);
}

describe('AstrologyPoll', () => {
  it('starts in the voting state with yes and no buttons and no results', () => {
    render(<AstrologyPoll />);
    expect(screen.getByRole('heading', { level: 2, name: 'क्या आप राशिफल पर विश्वास करते हैं?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हाँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नहीं' })).toBeInTheDocument();
    expect(screen.queryByText(/कुल वोट/)).not.toBeInTheDocument();
  });

  it('shows percentages from the 65/35 start after a vote, with focus on the results', async () => {
    const user = userEvent.setup();
    render(<AstrologyPoll />);
    await user.click(screen.getByRole('button', { name: 'नहीं' }));
    expect(results().getByText(/36 वोट/)).toHaveTextContent('नहीं: 36% (36 वोट)');
    expect(results().getByText(/65 वोट/)).toHaveTextContent('हाँ: 64% (65 वोट)');
    expect(results().getByText(/कुल वोट/)).toHaveTextContent('कुल वोट: 101 · आपका वोट: नहीं');
    expect(screen.getByRole('heading', { level: 3, name: 'परिणाम' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'हाँ' })).not.toBeInTheDocument();
  });

  it('returns to voting with फिर से वोट करें and replaces the earlier vote', async () => {
    const user = userEvent.setup();
    render(<AstrologyPoll />);
    await user.click(screen.getByRole('button', { name: 'हाँ' }));
    expect(results().getByText(/कुल वोट/)).toHaveTextContent('कुल वोट: 101');
    await user.click(screen.getByRole('button', { name: 'फिर से वोट करें' }));
    expect(screen.getByRole('button', { name: 'हाँ' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'नहीं' }));
    expect(results().getByText(/कुल वोट/)).toHaveTextContent('कुल वोट: 101 · आपका वोट: नहीं');
    expect(results().getByText(/36 वोट/)).toHaveTextContent('नहीं: 36%');
  });

  it('sends nothing to the server', async () => {
    const { fetch } = mockApi();
    const user = userEvent.setup();
    render(<AstrologyPoll />);
    await user.click(screen.getByRole('button', { name: 'हाँ' }));
    await user.click(screen.getByRole('button', { name: 'फिर से वोट करें' }));
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
