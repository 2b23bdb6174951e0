import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Photo, type PhotoProps } from './Photo';

const FOLDER = '/uploads/newsroom/202605/0123456789abcdef0123/';
const SIZES = '(min-width: 640px) 50vw, 100vw';

const props = (src: string): PhotoProps => ({
  src,
  alt: 'सभा',
  width: 1200,
  height: 675,
  sizes: SIZES,
  loading: 'lazy',
});

describe('Photo', () => {
  it('offers an upload’s WebP renditions first and its JPEGs to the rest, in the reserved box', () => {
    const { container } = render(<Photo {...props(`${FOLDER}640.jpg`)} />);
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', `${FOLDER}320.webp 320w, ${FOLDER}640.webp 640w`);
    expect(source).toHaveAttribute('sizes', SIZES);
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', `${FOLDER}640.jpg`);
    expect(img).toHaveAttribute('srcset', `${FOLDER}320.jpg 320w, ${FOLDER}640.jpg 640w`);
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img).toHaveAttribute('alt', 'सभा');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('leaves the layout to the image alone: neither <picture> nor its <source> is a box of the row it is in', () => {
    const { container } = render(<Photo {...props(`${FOLDER}1200.jpg`)} />);
    const picture = container.querySelector('picture')!;
    expect(getComputedStyle(picture).display).toBe('contents');
    // A <source> drawn as an empty box took a row's first grid cell and pushed its headline below.
    expect(getComputedStyle(picture.querySelector('source')!).display).toBe('none');
  });

  it('shows a seed SVG as a plain image, without renditions to choose from', () => {
    const { container } = render(<Photo {...props('/uploads/news/x.svg')} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/news/x.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('hydrates the server’s markup without a mismatch', async () => {
    const element = createElement(Photo, props(`${FOLDER}1280.jpg`));
    const html = renderToString(element);
    expect(html).toContain('image/webp');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelectorAll('source')).toHaveLength(1);
    container.remove();
  });

  it('preloads a high-priority upload’s WebP set from the server-rendered page, as React does for a plain image', () => {
    const html = renderToString(
      createElement(Photo, { ...props(`${FOLDER}960.jpg`), fetchPriority: 'high', loading: 'eager' }),
    );
    const link = /<link[^>]*rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain('as="image"');
    expect(link).toContain(`imageSrcSet="${FOLDER}320.webp 320w, ${FOLDER}640.webp 640w, ${FOLDER}960.webp 960w"`);
    expect(link).toContain(`imageSizes="${SIZES}"`);
    expect(link).toContain('type="image/webp"');
    expect(renderToString(createElement(Photo, props(`${FOLDER}960.jpg`)))).not.toContain('rel="preload"');
  });
});
