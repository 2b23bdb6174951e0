import { articleDate, articleDescription } from './articleText';

describe('articleDate', () => {
  it('shows the first 11 characters of created_at (the date)', () => {
    expect(articleDate('2026-03-14 09:30:00')).toBe('2026-03-14');
  });
});

describe('articleDescription', () => {
  it('reads the text of the HTML body', () => {
    expect(articleDescription('<p>पहला &amp; <strong>दूसरा</strong></p>\n<p>तीसरा</p>')).toBe('पहला & दूसरा तीसरा');
    expect(articleDescription('<h2>शीर्षक</h2><p>एक<em>ता</em></p><p>दो</p>')).toBe('शीर्षक एकता दो');
  });

  it('shortens a long body with an ellipsis', () => {
    const text = articleDescription(`<p>${'क '.repeat(200)}</p>`, 20);
    expect(text.length).toBeLessThanOrEqual(20);
    expect(text.endsWith('…')).toBe(true);
  });
});
