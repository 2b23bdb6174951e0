import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { DeskPage } from './DeskPage';
import type { ActionOutcome } from './Outcome';

const renderPage = (outcome?: ActionOutcome) =>
  renderWithPortal(
    <DeskPage id="aliases-title" title="खोज के उपनाम" outcome={outcome}>
      <p>सूची</p>
    </DeskPage>,
    { route: '/newsroom/search-aliases' },
  );

test('one h1 names the page’s region and its tab; before any action there is no outcome', () => {
  renderPage();
  const region = screen.getByRole('region', { name: 'खोज के उपनाम' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(region).toHaveTextContent('सूची');
  expect(document.title).toBe('खोज के उपनाम | जनमत न्यूज़रूम');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the last action’s outcome shows above the page’s parts', () => {
  renderPage({ ok: true, text: '«bjp» हटा दिया गया।' });
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('«bjp» हटा दिया गया।');
  expect(status.compareDocumentPosition(screen.getByText('सूची'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
});
