import { sectionErrorsPlugin } from './sectionErrorsPlugin';

type Hook = NonNullable<ReturnType<typeof sectionErrorsPlugin>['errorLoadRemote']>;
type Args = Parameters<Hook>[0];

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('names the section that could not load and lets the error reach its boundary', async () => {
  const error = new Error('RUNTIME-008');
  const args = { id: 'media/routes', error, lifecycle: 'onLoad', remote: { name: 'media' } } as unknown as Args;
  await expect(Promise.resolve(sectionErrorsPlugin().errorLoadRemote?.(args))).resolves.toBeUndefined();
  expect(console.warn).toHaveBeenCalledWith('[janmat] section "media" could not be loaded', error);
});

test('takes the section from the id when the runtime knows no remote for it', async () => {
  const args = { id: 'static/routes', error: new Error('x'), lifecycle: 'beforeRequest' } as unknown as Args;
  await sectionErrorsPlugin().errorLoadRemote?.(args);
  expect(console.warn).toHaveBeenCalledWith('[janmat] section "static" could not be loaded', args.error);
});

test('stays quiet about a failed manifest, which the runtime reports again when the load fails', async () => {
  const args = { id: '/remotes/news/mf-manifest.json', error: new Error('502'), lifecycle: 'afterResolve' } as Args;
  await expect(Promise.resolve(sectionErrorsPlugin().errorLoadRemote?.(args))).resolves.toBeUndefined();
  expect(console.warn).not.toHaveBeenCalled();
});

test('notes the section for the health beacon, but not a failed manifest alone', async () => {
  const { forgetSectionLoadFailures, sectionLoadFailures } = await import('../health/sectionLoadFailures');
  forgetSectionLoadFailures();
  const manifest = { id: '/remotes/news/mf-manifest.json', error: new Error('502'), lifecycle: 'afterResolve' } as Args;
  await sectionErrorsPlugin().errorLoadRemote?.(manifest);
  expect(sectionLoadFailures()).toEqual([]);
  const args = {
    id: 'polls/routes',
    error: new Error('x'),
    lifecycle: 'onLoad',
    remote: { name: 'polls' },
  } as unknown as Args;
  await sectionErrorsPlugin().errorLoadRemote?.(args);
  await sectionErrorsPlugin().errorLoadRemote?.(args);
  expect(sectionLoadFailures()).toEqual(['polls']);
});
