import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazyPage';

function AboutPage() {
  return <h1>हमारे बारे में</h1>;
}

describe('lazyPage', () => {
  it('loads the module once, when first rendered, and renders its named export', async () => {
    const load = jest.fn(() => Promise.resolve({ AboutPage, other: 1 }));
    const Page = lazyPage(load, 'AboutPage');
    expect(load).not.toHaveBeenCalled();
    const { rerender } = render(
      <Suspense fallback={<p>लोड हो रहा है</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('लोड हो रहा है')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'हमारे बारे में' })).toBeInTheDocument();
    rerender(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks the export name against the module', () => {
    const load = () => Promise.resolve({ AboutPage });
    // @ts-expect-error: the module has no `ContactPage`
    expect(typeof lazyPage(load, 'ContactPage')).toBe('object');
  });
});
