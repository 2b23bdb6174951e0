import { render } from '@testing-library/react';
import { JsonLd } from './JsonLd';

test('writes the data into one JSON-LD script that markup in it cannot break out of', () => {
  const data = { headline: '</script><script>alert(1)</script> खबर', note: 'a\u2028b' };
  const { container } = render(<JsonLd data={data} />);
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script?.textContent && JSON.parse(script.textContent)).toEqual(data);
  expect(container.querySelectorAll('script')).toHaveLength(1);
});
