import { contactRequestSchema } from './contactSchema';
import { pollFormSchema, pollRequestSchema } from './pollSchema';
import { validateWith } from './validate';

describe('poll schema', () => {
  it('reports every missing field at once with the spec texts', async () => {
    const r = await validateWith(pollFormSchema, {});
    expect(r).toEqual({
      ok: false,
      errors: { name: 'Poll Title is required!', op1: 'Option 1 is required!', op2: 'Option 2 is required!' },
    });
  });
  it('rejects a title shorter than 10 characters', async () => {
    const r = await validateWith(pollFormSchema, { name: 'छोटा', op1: 'a', op2: 'b' });
    expect(r).toEqual({ ok: false, errors: { name: 'Poll Title should be greater than 10 characters !!' } });
  });
  it('accepts a valid poll and checks the proposed id range', async () => {
    const poll = { name: 'क्या चुनाव समय पर होंगे?', op1: 'हाँ', op2: 'नहीं', poll_id: 10009 };
    expect((await validateWith(pollRequestSchema, poll)).ok).toBe(true);
    expect((await validateWith(pollRequestSchema, { ...poll, poll_id: 10010 })).ok).toBe(false);
    expect((await validateWith(pollRequestSchema, { ...poll, poll_id: 9 })).ok).toBe(false);
  });
});

describe('contact schema', () => {
  const valid = {
    name: 'राम',
    email: 'ram@example.in',
    phone: '9876543210',
    des: 'संदेश',
    created_at: '2026-11-21 10:00:00',
  };
  it('accepts a valid message', async () => {
    expect((await validateWith(contactRequestSchema, valid)).ok).toBe(true);
  });
  it.each([
    [{ name: '' }, 'name', 'Name is required!'],
    [{ name: 'ab' }, 'name', 'Name is Not Valid!'],
    [{ email: '' }, 'email', 'Email is required!'],
    [{ email: 'ram@' }, 'email', 'Email is Not Valid!'],
    [{ phone: '' }, 'phone', 'Phone is required!'],
    [{ phone: '98765' }, 'phone', 'Mobile Number must be 10 digits!'],
    [{ phone: '98765432101' }, 'phone', 'Mobile Number must be 10 digits!'],
    [{ des: '' }, 'des', 'Description is required!'],
  ])('rejects %p on %s', async (patch, field, message) => {
    const r = await validateWith(contactRequestSchema, { ...valid, ...patch });
    expect(r).toEqual({ ok: false, errors: { [field]: message } });
  });
});
