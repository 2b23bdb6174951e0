import { socialName } from './socialName';

describe('socialName', () => {
  it('names known networks and falls back to the host', () => {
    expect(socialName('https://x.com/seema')).toBe('X');
    expect(socialName('https://www.facebook.com/seema')).toBe('Facebook');
    expect(socialName('https://blog.example.in/seema')).toBe('blog.example.in');
    expect(socialName('not a url')).toBe('प्रोफ़ाइल');
  });
});
