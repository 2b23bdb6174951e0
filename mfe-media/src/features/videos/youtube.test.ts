import { autoplayLink, youtubeId } from './youtube';

describe('youtube links', () => {
  it('reads the id of an embed link', () => {
    expect(youtubeId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ?start=5')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://evil.example/embed/dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId('https://www.youtube-nocookie.com/embed/"onload=')).toBeNull();
  });

  it('turns autoplay on, keeping other parameters', () => {
    expect(autoplayLink('https://www.youtube-nocookie.com/embed/x?start=5')).toBe(
      'https://www.youtube-nocookie.com/embed/x?start=5&autoplay=1',
    );
  });
});
