import { object, string } from 'yup';
import { validateLater } from './validateLater';

const schema = object({ name: string().required('नाम ज़रूरी है'), city: string().max(3, 'बहुत लंबा') });

test('loads the schema when first asked, and answers each field’s Hindi error as Formik does', async () => {
  const load = jest.fn(async () => schema);
  const validate = validateLater<{ name: string; city: string }>(load);
  expect(load).not.toHaveBeenCalled();
  expect(await validate({ name: '', city: 'जयपुर' })).toEqual({ name: 'नाम ज़रूरी है', city: 'बहुत लंबा' });
  expect(await validate({ name: 'सीता', city: 'जय' })).toEqual({});
});

test('a fault that is not a validation error is not hidden as one', async () => {
  const broken = object({ name: string().test('x', 'y', () => Promise.reject(new TypeError('टूटा'))) });
  await expect(validateLater(async () => broken)({ name: 'a' })).rejects.toThrow('टूटा');
});
