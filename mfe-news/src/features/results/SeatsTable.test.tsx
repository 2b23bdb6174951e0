import { render, screen, within } from '@testing-library/react';
import { SeatsTable } from './SeatsTable';

test('each row shows seats won, leading and their sum in Indian digits; no share column when no row has one', () => {
  render(
    <SeatsTable
      caption="गठबंधनवार स्थिति (बहुमत: 122)"
      nameHeading="गठबंधन"
      rows={[{ key: 'nda', name: 'एनडीए', won: 1200, leading: 34 }]}
    />,
  );
  const table = screen.getByRole('table', { name: 'गठबंधनवार स्थिति (बहुमत: 122)' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['गठबंधन', 'जीते', 'आगे', 'कुल']);
  const row = within(table).getByRole('row', { name: /एनडीए/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['1,200', '34', '1,234']);
});

test('rows with a vote share get a column for it, to one decimal', () => {
  render(
    <SeatsTable
      caption="दलवार स्थिति"
      nameHeading="दल"
      rows={[
        { key: 'bjp', name: 'भाजपा', won: 3, leading: 1, share: 38.25 },
        { key: 'inc', name: 'कांग्रेस', won: 0, leading: 2, share: 20 },
      ]}
    />,
  );
  const cells = within(screen.getByRole('row', { name: /कांग्रेस/ })).getAllByRole('cell');
  expect(cells.map((c) => c.textContent)).toEqual(['0', '2', '2', '20.0']);
  expect(screen.getAllByRole('columnheader')).toHaveLength(5);
});
