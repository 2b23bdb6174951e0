import { changedValues, settleDeskForm } from './deskForm';

test('only changed text fields go out, trimmed unless told; other values are no field', () => {
  const before = { id: 4, name: 'सीमा', des: 'संवाददाता', link1: '' };
  expect(
    changedValues({ ...before, name: ' सीमा ', des: 'संवाददाता ', link1: ' https://x.in ' }, before, ['des']),
  ).toEqual({
    des: 'संवाददाता ',
    link1: 'https://x.in',
  });
  expect(changedValues(before, before)).toEqual({});
});

function spies() {
  return { setErrors: jest.fn(), resetForm: jest.fn(), setOutcome: jest.fn() };
}

test('a refusal puts its field messages under the fields and its message in an alert', () => {
  const s = spies();
  const error = { status: 400, data: { message: 'जाँचें।', errors: { name: 'नाम लिखें।' } } };
  settleDeskForm({ error }, { ...s, added: () => 'जुड़ गया' });
  expect(s.setErrors).toHaveBeenCalledWith({ name: 'नाम लिखें।' });
  expect(s.setOutcome).toHaveBeenCalledWith({ ok: false, text: 'जाँचें।' });
  expect(s.resetForm).not.toHaveBeenCalled();
});

test('a new item empties the form and says so; a change hands its answer back', () => {
  const added = spies();
  settleDeskForm({ data: { name: 'रवि' } }, { ...added, added: (d) => `${d.name} जुड़ गए` });
  expect(added.resetForm).toHaveBeenCalled();
  expect(added.setOutcome).toHaveBeenCalledWith({ ok: true, text: 'रवि जुड़ गए' });
  const edited = spies();
  const onEdited = jest.fn();
  settleDeskForm({ data: { name: 'रवि' } }, { ...edited, onEdited, added: () => '' });
  expect(onEdited).toHaveBeenCalledWith({ name: 'रवि' });
  expect(edited.resetForm).not.toHaveBeenCalled();
});
