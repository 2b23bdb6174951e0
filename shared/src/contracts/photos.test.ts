import {
  PHOTO_MAX_WIDTH,
  renditionPath,
  renditionWidths,
  SHARE_IMAGE_SIZE,
  seedShareSize,
  sharePicturePath,
  twitterCardFor,
  uploadedPhoto,
} from './photos';
import { uploadedPhotoPath } from './photoUploads';

const ID = '0123456789abcdef0123';

describe('uploaded photo paths', () => {
  it('stops the widths at the photo’s own width, never above it', () => {
    expect(renditionWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(800)).toEqual([320, 640, 800]);
    expect(renditionWidths(640)).toEqual([320, 640]);
    expect(renditionWidths(200)).toEqual([200]);
  });

  it('reads back the folder and widths from the stored path', () => {
    const path = uploadedPhotoPath('202605', ID, 800);
    expect(path).toBe(`/uploads/newsroom/202605/${ID}/800.jpg`);
    const photo = uploadedPhoto(path)!;
    expect(photo).toEqual({ folder: `/uploads/newsroom/202605/${ID}/`, widths: [320, 640, 800] });
    expect(renditionPath(photo, 320, 'webp')).toBe(`/uploads/newsroom/202605/${ID}/320.webp`);
    expect(sharePicturePath(photo)).toBe(`/uploads/newsroom/202605/${ID}/og.jpg`);
  });

  it.each([
    ['a seed SVG', '/uploads/news/some-story.svg'],
    ['a photo elsewhere', 'https://example.com/202605/x/1280.jpg'],
    ['no photo', ''],
    ['a width above the largest rendition', `/uploads/newsroom/202605/${ID}/${PHOTO_MAX_WIDTH + 1}.jpg`],
    ['a width of zero', `/uploads/newsroom/202605/${ID}/0.jpg`],
    ['a WebP rendition instead of the stored JPEG', `/uploads/newsroom/202605/${ID}/1280.webp`],
    ['a short id', '/uploads/newsroom/202605/abc/1280.jpg'],
    ['a path that climbs out', `/uploads/newsroom/202605/${ID}/../1280.jpg`],
  ])('is not an upload: %s', (_name, path) => {
    expect(uploadedPhoto(path)).toBeNull();
  });

  it('is not an upload without a path', () => {
    expect(uploadedPhoto(undefined)).toBeNull();
  });
});

describe('share pictures', () => {
  it('sizes the JPEG the server draws beside each shared seed SVG; other paths have none', () => {
    expect(seedShareSize('/uploads/news/budget.svg')).toEqual({ width: 1200, height: 630 });
    expect(seedShareSize('/uploads/albums/rally.svg')).toEqual({ width: 1200, height: 630 });
    expect(seedShareSize('/uploads/newsauditors/3.svg')).toEqual({ width: 400, height: 400 });
    expect(seedShareSize('/uploads/photos/rally-1.svg')).toBeNull();
    expect(seedShareSize('/uploads/news/../x.svg')).toBeNull();
    expect(seedShareSize('https://example.com/uploads/news/x.svg')).toBeNull();
  });

  it('gives a square picture the small card and any other the large one', () => {
    expect(twitterCardFor({ width: 400, height: 400 })).toBe('summary');
    expect(twitterCardFor(SHARE_IMAGE_SIZE)).toBe('summary_large_image');
  });
});
