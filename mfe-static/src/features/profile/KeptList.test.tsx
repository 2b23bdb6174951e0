import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { KeptList } from './KeptList';

const empty = 'अभी कुछ नहीं है।';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('KeptList', () => {
  it('keeps the empty state invisible in the server HTML, where the reader’s list is not known yet', () => {
    document.body.innerHTML = renderToString(
      <KeptList items={[]} empty={empty} keyOf={String}>
        {(n) => n}
      </KeptList>,
    );
    expect(screen.getByText(empty)).not.toBeVisible();
  });

  it('shows the empty state once the page runs, and the items when there are some', () => {
    const { rerender } = render(
      <KeptList<string> items={[]} empty={empty} keyOf={String}>
        {(n) => n}
      </KeptList>,
    );
    expect(screen.getByText(empty)).toBeVisible();
    rerender(
      <KeptList items={['एक', 'दो']} empty={empty} keyOf={String}>
        {(n) => n}
      </KeptList>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['एक', 'दो']);
    expect(screen.queryByText(empty)).not.toBeInTheDocument();
  });
});
