import { FormField } from '@janmat/shared/forms';
import { deferred } from '@janmat/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { renderDesk } from '../../test/renderDesk';
import { EMPTY_ARTICLE } from './articleForm';
import { SlugField } from './SlugField';
import { SLUG_DELAY } from './useSlugProposal';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderSlug = ({ fixed = false, slug = '' } = {}) =>
  renderDesk(
    <Formik initialValues={{ ...EMPTY_ARTICLE, slug }} onSubmit={() => undefined}>
      <div>
        <FormField idPrefix="t-" name="title" label="शीर्षक" />
        <SlugField idPrefix="t-" id={7} fixed={fixed} />
      </div>
    </Formik>,
    {
      route: '/newsroom/articles/7',
      api: { 'GET /api/newsroom/slug': { slug: 'sansad-satra' } },
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    },
  );

const slugAsked = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/newsroom/slug'));
const rest = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

test('an address readers know is shown, not asked for again however the title changes', async () => {
  const { calls, user } = renderSlug({ fixed: true, slug: 'purana-shirshak' });
  expect(screen.getByText('purana-shirshak')).toHaveAttribute('lang', 'en');
  expect(screen.getByText('लेख प्रकाशित हो चुका है, इसलिए इसका पता अब नहीं बदलता।')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /^स्लग/ })).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'शीर्षक' }), 'संसद सत्र');
  await rest(SLUG_DELAY * 2);
  expect(slugAsked(calls)).toHaveLength(0);
});

test('a slug of one’s own stays; emptied, it is the title’s again a moment after the title rests', async () => {
  const { calls, user } = renderSlug();
  const slug = screen.getByRole('textbox', { name: /^स्लग \(पता\)/ });
  await user.type(slug, 'meri-khabar');
  await user.type(screen.getByRole('textbox', { name: 'शीर्षक' }), 'संसद सत्र');
  await rest(SLUG_DELAY * 2);
  expect(slugAsked(calls)).toHaveLength(0);
  expect(slug).toHaveValue('meri-khabar');
  await user.clear(slug);
  await rest(SLUG_DELAY - 1);
  expect(slugAsked(calls)).toHaveLength(0);
  await rest(1);
  await waitFor(() => expect(slug).toHaveValue('sansad-satra'));
  const asked = new URL(slugAsked(calls)[0]!.path, 'http://janmat.test').searchParams;
  expect(Object.fromEntries(asked)).toEqual({ title: 'संसद सत्र', id: '7' });
});

/** The form's save as the editor does it: the saved values become the form's own. */
function SaveButton() {
  const { values, dirty, resetForm } = useFormikContext<typeof EMPTY_ARTICLE>();
  return (
    <>
      <button type="button" onClick={() => resetForm({ values })}>
        सहेजें
      </button>
      <output data-testid="dirty">{dirty ? 'बदला' : 'सहेजा'}</output>
    </>
  );
}

test('a proposal that comes back after its title was saved changes nothing: the form stays saved', async () => {
  const answer = deferred<{ slug: string }>();
  const { user } = renderDesk(
    <Formik initialValues={{ ...EMPTY_ARTICLE, title: 'पुराना', slug: 'purana' }} onSubmit={() => undefined}>
      <div>
        <FormField idPrefix="t-" name="title" label="शीर्षक" />
        <SlugField idPrefix="t-" id={7} fixed={false} />
        <SaveButton />
      </div>
    </Formik>,
    {
      route: '/newsroom/articles/7',
      api: { 'GET /api/newsroom/slug': () => answer.promise },
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    },
  );
  const title = screen.getByRole('textbox', { name: 'शीर्षक' });
  await user.clear(title);
  await user.type(title, 'संसद सत्र');
  // The title rests, the proposal is asked for, and the staff member saves before it answers.
  await rest(SLUG_DELAY);
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  expect(screen.getByTestId('dirty')).toHaveTextContent('सहेजा');
  answer.resolve({ slug: 'sansad-satra' });
  await rest(0);
  expect(screen.getByRole('textbox', { name: /^स्लग \(पता\)/ })).toHaveValue('purana');
  expect(screen.getByTestId('dirty')).toHaveTextContent('सहेजा');
});
