import { photoSources } from './photoSources';

const FOLDER = '/uploads/newsroom/202605/0123456789abcdef0123/';

describe('photoSources', () => {
  it('lists every rendition of an upload, WebP and JPEG, with its width', () => {
    expect(photoSources(`${FOLDER}960.jpg`)).toEqual({
      webp: `${FOLDER}320.webp 320w, ${FOLDER}640.webp 640w, ${FOLDER}960.webp 960w`,
      jpeg: `${FOLDER}320.jpg 320w, ${FOLDER}640.jpg 640w, ${FOLDER}960.jpg 960w`,
    });
  });

  it('gives nothing for the seed’s SVGs or a photo elsewhere', () => {
    expect(photoSources('/uploads/news/some-story.svg')).toBeNull();
    expect(photoSources('https://example.com/photo.jpg')).toBeNull();
    expect(photoSources(undefined)).toBeNull();
  });
});
