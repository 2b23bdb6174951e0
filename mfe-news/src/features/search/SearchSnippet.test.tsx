import { render } from '@testing-library/react';
import { SearchSnippet } from './SearchSnippet';

test('shows the snippet as text, the matched words in <mark>', () => {
  const { container } = render(<SearchSnippet snippet={'लोकसभा का \uE000शीतकालीन\uE001 <b>सत्र</b>'} />);
  const paragraph = container.querySelector('p');
  expect(paragraph).toHaveTextContent('लोकसभा का शीतकालीन <b>सत्र</b>');
  expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['शीतकालीन']);
  expect(container.querySelector('b')).toBeNull();
});
