import { keepCaughtError } from './keepCaughtError';
import { notePageError, pageErrors, stopWatchingPageErrors, watchPageErrors } from './pageErrors';

afterEach(() => stopWatchingPageErrors());

test('keeps script errors and unhandled rejections from when it starts, 200 at most', () => {
  window.dispatchEvent(new ErrorEvent('error', { filename: 'https://x.test/before.js' }));
  watchPageErrors();
  watchPageErrors(); // twice: still one listener
  const error = new Error('boom');
  window.dispatchEvent(new ErrorEvent('error', { filename: 'https://x.test/a.js', error }));
  const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(rejection, 'reason', { value: new Error('late') });
  window.dispatchEvent(rejection);
  expect(pageErrors()).toEqual([
    { filename: 'https://x.test/a.js', stack: error.stack },
    { stack: expect.stringContaining('late') },
  ]);
  for (let i = 0; i < 300; i++) window.dispatchEvent(new ErrorEvent('error', { filename: 'https://x.test/b.js' }));
  expect(pageErrors()).toHaveLength(200);
});

test('a rejection with no error in it is kept without a stack', () => {
  watchPageErrors();
  const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(rejection, 'reason', { value: null });
  window.dispatchEvent(rejection);
  expect(pageErrors()).toEqual([{ stack: undefined }]);
});

test('errors a section’s boundary caught are kept too, with their component stack, once watching', () => {
  const error = new Error('render failed');
  notePageError(error, 'at Poll (https://x.test/remotes/polls/1.js:1:1)');
  expect(pageErrors()).toEqual([]);
  watchPageErrors();
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  keepCaughtError(error, { componentStack: '\n    at Poll (https://x.test/remotes/polls/1.js:1:1)' });
  expect(log).toHaveBeenCalledWith(error);
  log.mockRestore();
  notePageError('a string', undefined);
  expect(pageErrors()).toEqual([
    { stack: `${error.stack}\n\n    at Poll (https://x.test/remotes/polls/1.js:1:1)` },
    { stack: undefined },
  ]);
});
