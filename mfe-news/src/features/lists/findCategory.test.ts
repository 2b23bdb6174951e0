import { CATEGORIES } from '../../test/fixtures';
import { findCategory } from './findCategory';

describe('findCategory', () => {
  it('finds a category by its c_code', () => {
    expect(findCategory(CATEGORIES, 'election')?.name).toBe('चुनाव');
  });
  it('maps the state news type to the state category', () => {
    expect(findCategory(CATEGORIES, 'states')?.c_code).toBe('state');
    expect(findCategory(CATEGORIES, 'state')?.c_code).toBe('state');
  });
  it('finds nothing for an unknown code', () => {
    expect(findCategory(CATEGORIES, 'cricket')).toBeUndefined();
  });
});
