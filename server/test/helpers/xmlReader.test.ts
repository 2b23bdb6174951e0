import { childrenNamed, childText, parseXml } from './xmlReader';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

test('reads elements, attributes and escaped text', () => {
  const root = parseXml(`${DECLARATION}<a x="1 &amp; 2"><b>क &lt; ख &#x41;&#66;</b><c/><b>2</b></a>`);
  expect(root.attrs).toEqual({ x: '1 & 2' });
  expect(childrenNamed(root, 'b').map((b) => b.text)).toEqual(['क < ख AB', '2']);
  expect(childText(root, 'c')).toBe('');
  expect(childText(root, 'b')).toBeUndefined();
});

test.each([
  ['no declaration', '<a/>'],
  ['a bare ampersand', `${DECLARATION}<a>R&D</a>`],
  ['an unknown entity', `${DECLARATION}<a>&nbsp;</a>`],
  ['tags closed out of order', `${DECLARATION}<a><b></a></b>`],
  ['an unclosed tag', `${DECLARATION}<a><b></b>`],
  ['two roots', `${DECLARATION}<a/><b/>`],
  ['an unquoted attribute', `${DECLARATION}<a x=1/>`],
  ['a repeated attribute', `${DECLARATION}<a x="1" x="2"/>`],
  ['text outside the root', `${DECLARATION}<a/>tail`],
])('refuses %s', (_, source) => {
  expect(() => parseXml(source)).toThrow();
});
