import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { SearchResultItem } from './SearchResultItem';

test('shows the headline linking to the article, the section, the date, the photo and the marked snippet', () => {
  renderWithPortal(
    <SearchResultItem
      hit={{
        name: 'संसद का शीतकालीन सत्र शुरू',
        type: 'national',
        url: 'sheetkalin-satra',
        photo: '/uploads/news/1.jpg',
        created_at: '2026-11-20 10:15:00',
        snippet: '\uE000शीतकालीन\uE001 सत्र में विपक्ष',
      }}
      section="राष्ट्रीय"
    />,
  );
  // One link in the reading order: the photo's link is hidden from the keyboard and screen readers.
  expect(screen.getByRole('link')).toHaveAttribute('href', '/news/national/sheetkalin-satra');
  expect(screen.getByRole('heading', { level: 2, name: 'संसद का शीतकालीन सत्र शुरू' })).toBeInTheDocument();
  expect(screen.getByText('राष्ट्रीय')).toBeInTheDocument();
  expect(screen.getByText('2026-11-20')).toHaveAttribute('datetime', '2026-11-20');
  expect(screen.getByText('शीतकालीन', { selector: 'mark' })).toBeInTheDocument();
  expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/news/1.jpg');
});
