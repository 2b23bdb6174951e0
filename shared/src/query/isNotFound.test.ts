import { isNotFound } from './isNotFound';

describe('isNotFound', () => {
  it('is true for an HTTP 404 only', () => {
    expect(isNotFound({ status: 404, data: { message: 'Not Found' } })).toBe(true);
    expect(isNotFound({ status: 500 })).toBe(false);
    expect(isNotFound({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false);
  });

  it('is false for no error and for values that are not errors', () => {
    expect(isNotFound(undefined)).toBe(false);
    expect(isNotFound(null)).toBe(false);
    expect(isNotFound('404')).toBe(false);
  });
});
