import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { CountEntry } from './CountEntry';

const TALLY = {
  constituencies: [{ number: 2, slug: 'danapur', name: 'दानापुर', rounds_counted: 3, rounds_total: 18 }],
};
const SEAT = {
  constituency: { number: 2 },
  candidates: [
    { id: 21, name: 'रीता देवी', party: 'RJD' },
    { id: 22, name: 'सुनील सिंह', party: 'BJP' },
  ],
};

describe('CountEntry', () => {
  it('takes a round’s votes from the keyboard, sends them, and moves to the next round with the first field focused', async () => {
    const view = renderWithPortal(<CountEntry slug="bihar-2030" />, {
      api: {
        '/api/results/bihar-2030': TALLY,
        '/api/results/bihar-2030/danapur': SEAT,
        'POST /api/newsroom/results/bihar-2030/counts': { accepted: 2, declared: 0 },
      },
    });
    await view.user.type(screen.getByLabelText('सीट संख्या'), '2');
    await view.user.clear(screen.getByLabelText('राउंड'));
    await view.user.type(screen.getByLabelText('राउंड'), '4');
    expect(screen.getByLabelText('कुल राउंड')).toHaveValue('18');
    await view.user.type(await screen.findByLabelText('रीता देवी (RJD)'), '1200');
    await view.user.tab();
    await view.user.keyboard('950{Enter}');
    expect(await screen.findByText('दानापुर: राउंड 4 भेजा गया।')).toBeInTheDocument();
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      counts: [
        { constituency: 2, candidate: 21, votes: 1200, round: 4, rounds_total: 18 },
        { constituency: 2, candidate: 22, votes: 950, round: 4, rounds_total: 18 },
      ],
    });
    expect(screen.getByLabelText('राउंड')).toHaveValue('5');
    expect(screen.getByLabelText('रीता देवी (RJD)')).toHaveValue('');
    expect(screen.getByLabelText('रीता देवी (RJD)')).toHaveFocus();
  });
});
