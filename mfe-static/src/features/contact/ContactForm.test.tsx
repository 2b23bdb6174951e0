import { createPortalStore, selectNotices } from '@janmat/shared';
import { deferred, mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { NOTICE_TEXTS } from '@janmat/shared/validation';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ContactForm } from './ContactForm';

const VALID = { name: 'सुनीता शर्मा', email: 'sunita@example.in', phone: '9876543210', sub: 'सुझाव', des: 'अच्छी खबरें।' };
type Values = typeof VALID;

const FIELDS: Record<keyof Values, string> = {
  name: 'नाम',
  email: 'ई-मेल',
  phone: 'मोबाइल नंबर',
  sub: 'विषय (वैकल्पिक)',
  des: 'संदेश',
};

function renderForm(options?: Parameters<typeof renderWithPortal>[1]) {
  return renderWithPortal(
    <>
      <h2 id="form-heading">हमें संदेश भेजें</h2>
      <ContactForm labelledBy="form-heading" />
    </>,
    options,
  );
}

async function fill(user: UserEvent, values: Partial<Values>) {
  for (const [key, value] of Object.entries(values) as [keyof Values, string][]) {
    await user.clear(screen.getByLabelText(FIELDS[key]));
    if (value) await user.type(screen.getByLabelText(FIELDS[key]), value);
  }
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
const field = (key: keyof Values) => screen.getByLabelText(FIELDS[key]);

/** Freezes `new Date()` at `now` while timers keep running for real (Formik and RTK Query need them). */
function freezeClock(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
}

afterEach(() => jest.restoreAllMocks());

describe('ContactForm', () => {
  it('shows every message under its field on the first submit and sends nothing', async () => {
    const { fetch: fetchSpy } = mockApi();
    const { user } = renderForm();
    expect(screen.getByRole('form', { name: 'हमें संदेश भेजें' })).toBeInTheDocument();
    await submit(user);

    const expected: [keyof Values, string][] = [
      ['name', 'Name is required!'],
      ['email', 'Email is required!'],
      ['phone', 'Phone is required!'],
      ['des', 'Description is required!'],
    ];
    for (const [key, message] of expected) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(key)).toHaveAttribute('aria-invalid', 'true');
      expect(field(key)).toHaveAccessibleDescription(message);
    }
    expect(field('sub')).toHaveAttribute('aria-invalid', 'false');
    expect(field('name')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['name', 'ab', 'Name is Not Valid!'],
    ['email', 'sunita@', 'Email is Not Valid!'],
    ['email', 'sunita example.in', 'Email is Not Valid!'],
    ['phone', '98765', 'Mobile Number must be 10 digits!'],
    ['phone', '98765432101', 'Mobile Number must be 10 digits!'],
    ['phone', '98765-4321', 'Mobile Number must be 10 digits!'],
  ] as const)('rejects %s "%s" with "%s"', async (key, value, message) => {
    const { fetch: fetchSpy } = mockApi();
    const { user } = renderForm();
    await fill(user, { ...VALID, [key]: value });
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(key)).toHaveAccessibleDescription(message);
    expect(screen.getAllByText(/!$/)).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the message with the browser time, thanks the reader and empties the form', async () => {
    freezeClock(new Date(2026, 4, 6, 9, 5, 3));
    const { calls } = mockApi({ 'POST /api/insert': { message: 'ok' } });
    const { user, store } = renderForm();
    await fill(user, { ...VALID, name: '  सुनीता शर्मा ' });
    await submit(user);

    await waitFor(() => expect(field('name')).toHaveValue(''));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/insert', body: { ...VALID, created_at: '2026-05-06 09:05:03' } },
    ]);
    expect(selectNotices(store.getState())).toEqual([
      expect.objectContaining({ text: NOTICE_TEXTS.contactThanks, tone: 'success' }),
    ]);
    for (const key of Object.keys(FIELDS) as (keyof Values)[]) expect(field(key)).toHaveValue('');
    expect(screen.queryByText(/is required!$/)).not.toBeInTheDocument();
  });

  it('keeps the values and says in Hindi that the message did not go through', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'POST /api/insert': reply(500, { message: 'server error' }) });
    const { user, store } = renderForm();
    await fill(user, VALID);
    await submit(user);

    await waitFor(() =>
      expect(selectNotices(store.getState())).toEqual([
        expect.objectContaining({ text: 'संदेश नहीं भेजा जा सका, कृपया फिर से कोशिश करें।', tone: 'error' }),
      ]),
    );
    expect(field('name')).toHaveValue(VALID.name);
    expect(field('des')).toHaveValue(VALID.des);
    expect(errorSpy).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'संदेश भेजें' })).toBeEnabled();
  });

  it('disables the button while the message is on its way', async () => {
    const answer = deferred<unknown>();
    mockApi({ 'POST /api/insert': () => answer.promise });
    const { user } = renderForm();
    await fill(user, VALID);
    await submit(user);

    expect(await screen.findByRole('button', { name: 'भेजा जा रहा है…' })).toBeDisabled();
    answer.resolve({ message: 'ok' });
    expect(await screen.findByRole('button', { name: 'संदेश भेजें' })).toBeEnabled();
  });

  it('is a plain form posting to /contactus with its fields named, for a browser without scripts', () => {
    const store = createPortalStore({ preloadedState: { formEcho: { token: 'abcdefghijklmnopqrstuv' } } });
    renderForm({ store });
    const form = screen.getByRole('form', { name: 'हमें संदेश भेजें' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contactus');
    expect(form.elements.namedItem('form_token')).toHaveValue('abcdefghijklmnopqrstuv');
    expect([...form.elements].map((element) => element.getAttribute('name')).filter(Boolean)).toEqual([
      'form_token',
      'name',
      'email',
      'phone',
      'sub',
      'des',
    ]);
    expect(screen.queryByText('यह फ़ॉर्म भेजने के लिए अपने ब्राउज़र में JavaScript चालू करें।')).not.toBeInTheDocument();
  });

  it('shows the values and errors the server echoed, and the thanks after a post that went through', () => {
    const echo = {
      form: 'contact-form',
      values: { ...VALID, phone: '12' },
      errors: { phone: 'Mobile Number must be 10 digits!' },
    };
    const { unmount } = renderForm({ store: createPortalStore({ preloadedState: { formEcho: { echo } } }) });
    expect(field('name')).toHaveValue(VALID.name);
    expect(field('phone')).toHaveValue('12');
    expect(field('phone')).toHaveAccessibleDescription('Mobile Number must be 10 digits!');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    renderForm({ route: '/contactus?sent=contact-form' });
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE_TEXTS.contactThanks);
    expect(field('name')).toHaveValue('');
  });
});
