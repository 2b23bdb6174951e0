import { createPortalStore } from '@janmat/shared';
import { mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { POLL_MESSAGES } from '@janmat/shared/validation';
import { screen, waitFor } from '@testing-library/react';
import { makePoll, VISITOR_IP } from '../../test/polls';
import { CreatePollPage } from './CreatePollPage';
import { CREATE_FAILED_TEXT } from './useCreatePoll';

const CREATED = 'Your Poll has been Created Successfully...!!';
const title = 'क्या राजस्थान में नई सरकार बनेगी?';

function setup(createReply: unknown) {
  const { calls: sent } = mockApi({ 'GET /api/ip': { ip: VISITOR_IP }, 'POST /api/createmypoll': createReply });
  const view = renderWithPortal(<CreatePollPage random={() => 0.5} />, { route: '/createmypoll' });
  const posts = () => sent.filter((r) => r.method === 'POST');
  const field = (name: string) => screen.getByRole('textbox', { name });
  const fill = async (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) await view.user.type(field(name), value);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'पोल बनाएं' }));
  return { ...view, posts, field, fill, submit };
}

afterEach(() => jest.restoreAllMocks());

describe('CreatePollPage', () => {
  it('shows every error in red under its field on the first submit', async () => {
    const { submit, field, posts } = setup(reply(500));
    expect(screen.getByRole('heading', { level: 1, name: 'अपना पोल बनाएं' })).toBeInTheDocument();
    await submit();
    const titleError = await screen.findByText(POLL_MESSAGES.titleRequired);
    expect(screen.getByText(POLL_MESSAGES.op1Required)).toBeInTheDocument();
    expect(screen.getByText(POLL_MESSAGES.op2Required)).toBeInTheDocument();
    expect(field('पोल का सवाल')).toHaveAttribute('aria-invalid', 'true');
    expect(field('पोल का सवाल')).toHaveAccessibleDescription(POLL_MESSAGES.titleRequired);
    expect(field('पोल का सवाल')).toHaveFocus();
    expect(titleError.id).toBe('poll-field-name-error');
    expect(field('विकल्प 3 (ज़रूरी नहीं)')).toHaveAttribute('aria-invalid', 'false');
    expect(posts()).toHaveLength(0);
  });

  it('says a title under 10 characters is too short', async () => {
    const { fill, submit, posts } = setup(reply(500));
    await fill({ 'पोल का सवाल': 'छोटा सवाल', 'विकल्प 1': 'हाँ', 'विकल्प 2': 'नहीं' });
    await submit();
    expect(await screen.findByText(POLL_MESSAGES.titleShort)).toBeInTheDocument();
    expect(screen.queryByText(POLL_MESSAGES.op1Required)).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('sends the poll and lands on it under the id the server returned', async () => {
    const created = makePoll({ name: title, poll_id: 777 });
    const { fill, submit, posts, pathname, notices } = setup(reply(201, { message: CREATED, data: [created] }));
    await fill({ 'पोल का सवाल': `  ${title} `, 'विकल्प 1': 'हाँ', 'विकल्प 2': 'नहीं', 'विकल्प 3 (ज़रूरी नहीं)': 'पता नहीं' });
    await submit();
    await waitFor(() => expect(decodeURIComponent(pathname())).toBe('/polls/777/क्या-राजस्थान-में-नई-सरकार-बनेगी'));
    expect(posts()[0]?.body).toEqual({
      name: title,
      poll_id: 5010,
      created_by: VISITOR_IP,
      op1: 'हाँ',
      op2: 'नहीं',
      op3: 'पता नहीं',
      op4: '',
    });
    expect(notices()).toEqual([CREATED]);
  });

  it('keeps the form filled and says so in Hindi when the poll is not created', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { fill, submit, field, notices, pathname } = setup(reply(500, { message: 'boom' }));
    await fill({ 'पोल का सवाल': title, 'विकल्प 1': 'हाँ', 'विकल्प 2': 'नहीं' });
    await submit();
    await waitFor(() => expect(notices()).toEqual([CREATE_FAILED_TEXT]));
    expect(field('पोल का सवाल')).toHaveValue(title);
    expect(field('विकल्प 2')).toHaveValue('नहीं');
    expect(pathname()).toBe('/createmypoll');
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'पोल बनाएं' })).toBeEnabled();
  });

  it('is a plain form posting to /createmypoll with the page token, showing the values and errors the server echoed', () => {
    const echo = {
      form: 'create-poll-form',
      values: { name: 'छोटा', op1: 'हाँ', op2: '' },
      errors: { name: POLL_MESSAGES.titleShort, op2: POLL_MESSAGES.op2Required },
    };
    const store = createPortalStore({ preloadedState: { formEcho: { token: 'abcdefghijklmnopqrstuv', echo } } });
    renderWithPortal(<CreatePollPage />, { route: '/createmypoll', store });
    const form = screen.getByRole('form', { name: 'नया पोल' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/createmypoll');
    expect(form.elements.namedItem('form_token')).toHaveValue('abcdefghijklmnopqrstuv');
    const title = screen.getByRole('textbox', { name: 'पोल का सवाल' });
    expect(title).toHaveAttribute('name', 'name');
    expect(title).toHaveValue('छोटा');
    expect(title).toHaveAccessibleDescription(POLL_MESSAGES.titleShort);
    expect(screen.getByRole('textbox', { name: 'विकल्प 2' })).toHaveAccessibleDescription(POLL_MESSAGES.op2Required);
    expect(screen.getByRole('textbox', { name: 'विकल्प 1' })).toHaveValue('हाँ');
  });
});
