import { render, screen } from '@testing-library/react';
import { ArticlePreview } from './ArticlePreview';

test('the headline, lead photo and body as the reader page shows them', () => {
  render(
    <ArticlePreview
      title="संसद का सत्र"
      photo="/uploads/newsroom/202605/ab12/1200.jpg"
      body="<p>पहला <em>पैरा</em></p><blockquote>उद्धरण</blockquote>"
    />,
  );
  const preview = screen.getByRole('region', { name: 'संसद का सत्र' });
  expect(preview).toContainElement(screen.getByRole('img', { name: 'संसद का सत्र' }));
  expect(screen.getByText('पैरा').tagName).toBe('EM');
  expect(screen.getByText('उद्धरण').tagName).toBe('BLOCKQUOTE');
});

test('an article without a headline or photo yet says the headline is missing and shows no photo', () => {
  render(<ArticlePreview title="" photo="" body="<p>पाठ</p>" />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('शीर्षक अभी नहीं लिखा गया');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
});
