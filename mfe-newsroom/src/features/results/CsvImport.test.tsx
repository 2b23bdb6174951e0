import { renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { CsvImport } from './CsvImport';

describe('CsvImport', () => {
  it('sends the pasted CSV of the chosen kind and lists a refused file’s lines in Hindi', async () => {
    const lines = [{ line: 3, message: 'पंक्ति 3: रंग #rrggbb के रूप में हो (जैसे #ff9933)।' }];
    const view = renderWithPortal(<CsvImport slug="bihar-2030" />, {
      api: {
        'POST /api/newsroom/results/bihar-2030/import': reply(400, {
          message: 'CSV की 1 पंक्तियों में गलती है; कुछ भी आयात नहीं हुआ।',
          lines,
        }),
      },
    });
    await view.user.selectOptions(screen.getByLabelText('क्या आयात करें'), 'constituencies');
    await view.user.click(screen.getByLabelText('या CSV यहाँ चिपकाएँ'));
    await view.user.paste('number,slug\n1,x\n2,y');
    await view.user.click(screen.getByRole('button', { name: 'आयात करें' }));
    const list = await screen.findByRole('list', { name: 'CSV की गलतियाँ' });
    expect(within(list).getByText(lines[0]!.message)).toBeInTheDocument();
    expect(screen.getByText(/कुछ भी आयात नहीं हुआ/)).toBeInTheDocument();
    expect(view.calls.at(-1)?.body).toEqual({ kind: 'constituencies', csv: 'number,slug\n1,x\n2,y' });
  });
});
