import { routesOwnedBy } from '../contracts';
import { expectExposedContract } from './expectExposedContract';

/** A section's exposed modules as the contract wants them: a page and a loader for each of its routes. */
function goodModules(): Record<string, Record<string, unknown>> {
  const routes = routesOwnedBy('static');
  return {
    './src/routes': { pages: Object.fromEntries(routes.map((route) => [route, () => null])) },
    './src/pageData': { pageData: Object.fromEntries(routes.map((route) => [route, async () => ({})])) },
  };
}

const EXPOSES = { './routes': './src/routes', './pageData': './src/pageData' };

const check = (modules: Record<string, Record<string, unknown>>, exposes: Record<string, string> = EXPOSES) =>
  expectExposedContract('static', exposes, async (file) => modules[file] ?? {});

describe('the exposed-modules contract check', () => {
  it('passes a section that exposes what the contract gives it', async () => {
    await expect(check(goodModules())).resolves.toBeUndefined();
  });

  it('fails when a module is missing from the build configuration, or one too many is exposed', async () => {
    await expect(check(goodModules(), { './routes': './src/routes' })).rejects.toThrow();
    await expect(check(goodModules(), { ...EXPOSES, './Extra': './src/Extra' })).rejects.toThrow();
  });

  it('fails when a route has no page, or a page is not a component', async () => {
    const modules = goodModules();
    const pages = { ...(modules['./src/routes']!.pages as Record<string, unknown>) };
    const [first] = Object.keys(pages);
    delete pages[first!];
    await expect(check({ ...modules, './src/routes': { pages } })).rejects.toThrow();
    await expect(check({ ...modules, './src/routes': { pages: { ...pages, [first!]: 'text' } } })).rejects.toThrow();
  });

  it('fails when a loader is missing or is not a function', async () => {
    const modules = goodModules();
    const loaders = modules['./src/pageData']!.pageData as Record<string, unknown>;
    const [first] = Object.keys(loaders);
    await expect(check({ ...modules, './src/pageData': { pageData: { ...loaders, [first!]: {} } } })).rejects.toThrow();
    await expect(check({ ...modules, './src/pageData': { pageData: {} } })).rejects.toThrow();
  });
});
