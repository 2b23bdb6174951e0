import { reportRecoverable } from './reportRecoverable';

afterEach(() => jest.restoreAllMocks());

test('a section the server left to the browser is noted, not reported as an error', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  reportRecoverable(new Error('Minified React error #419; visit https://react.dev/errors/419'));
  expect(error).not.toHaveBeenCalled();
  expect(info).toHaveBeenCalledTimes(1);
});

test('a mismatch between the server HTML and the first render is an error naming hydration', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const mismatch = new Error('Minified React error #418; visit https://react.dev/errors/418?args[]=HTML');
  reportRecoverable(mismatch);
  expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Hydration error/), mismatch);
});
