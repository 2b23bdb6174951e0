import { createRoot, type Root } from 'react-dom/client';
import { OverrideBanner, type OverrideBannerProps } from './OverrideBanner';

let mounted: { container: HTMLElement; root: Root } | undefined;

/**
 * Shows the banner in a root of its own at the end of the page, outside the app (whose first
 * render, and later its server-rendered HTML, it leaves alone); shown again, it is updated in place.
 */
export function mountOverrideBanner(props: OverrideBannerProps, document: Document = window.document): void {
  if (!mounted?.container.isConnected) {
    const container = document.createElement('div');
    container.id = 'janmat-override';
    document.body.append(container);
    mounted = { container, root: createRoot(container) };
  }
  mounted.root.render(<OverrideBanner {...props} />);
}
