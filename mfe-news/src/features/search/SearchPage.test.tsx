import { ROUTES, SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP, type SearchResult, searchCountCap } from '@janmat/shared';
import { mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { SITE_ANSWERS } from '../../test/fixtures';
import { SearchPage } from './SearchPage';

const hit = (n: number, overrides: Partial<SearchResult> = {}): SearchResult => ({
  name: `खोजी गई ख़बर ${n}`,
  type: 'national',
  url: `khoj-${n}`,
  photo: `/uploads/news/${n}.jpg`,
  created_at: '2026-11-20 10:15:00',
  snippet: `संसद के \uE000शीतकालीन\uE001 सत्र की ख़बर ${n}`,
  ...overrides,
});

const open = (url: string, api: Record<string, unknown> = {}) => ({
  ...mockApi({ ...SITE_ANSWERS, ...api }),
  ...renderWithPortal(<SearchPage />, { route: url, path: ROUTES.search.path }),
});

describe('SearchPage', () => {
  it('says «or more» when the search counted up to its cap, and pages only that far', async () => {
    const last = SEARCH_TOTAL_CAP / SEARCH_PAGE_SIZE;
    open(`/search?q=chunav&page=${last}`, { '/api/search': { data: [hit(1)], total: SEARCH_TOTAL_CAP } });
    expect(await screen.findByText(`${SEARCH_TOTAL_CAP} या ज़्यादा ख़बरें मिलीं — पन्ना ${last}`)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'खोज नतीजों के पन्ने' });
    expect(within(pager).getByRole('link', { name: `पन्ना ${last}` })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('link', { name: 'अगला →' })).not.toBeInTheDocument();
  });

  it('on the first page, counted two pages ahead, says «30 or more» and pages up to the third', async () => {
    const counted = searchCountCap(1);
    open('/search?q=chunav', { '/api/search': { data: [hit(1)], total: counted } });
    expect(await screen.findByText(`${counted} या ज़्यादा ख़बरें मिलीं`)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'खोज नतीजों के पन्ने' });
    expect(within(pager).getByRole('link', { name: 'पन्ना 3' })).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: 'पन्ना 4' })).not.toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'अगला →' })).toBeInTheDocument();
  });

  it('says the Hindi a Latin query was read as: «… के लिए नतीजे»', async () => {
    open('/search?q=school', { '/api/search': { data: [hit(1)], total: 1, reading: 'स्कूल' } });
    expect(await screen.findByText('“स्कूल” के लिए नतीजे')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '“school” के लिए खोज नतीजे' })).toBeInTheDocument();
  });

  it('says no reading when the answer has none', async () => {
    open('/search?q=chunav', { '/api/search': { data: [hit(1)], total: 1 } });
    expect(await screen.findByText('1 ख़बर मिली')).toBeInTheDocument();
    expect(screen.queryByText('के लिए नतीजे', { exact: false })).not.toBeInTheDocument();
  });

  it('shows the results of the address’s search with its filters, the count, head tags and paging', async () => {
    const { requested } = open('/search?q=sheetkalin+satra&page=2&state=bihar', {
      '/api/search': { data: [hit(11), hit(12, { type: 'states' })], total: 23 },
    });
    expect(screen.getByTestId('search-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '“sheetkalin satra” के लिए खोज नतीजे' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'खोजी गई ख़बर 11' })).toHaveAttribute(
      'href',
      '/news/national/khoj-11',
    );
    expect(screen.getByText('23 ख़बरें मिलीं — पन्ना 2')).toBeInTheDocument();
    expect(screen.getAllByText('शीतकालीन', { selector: 'mark' })).toHaveLength(2);
    // The section's name comes from the categories (state news is listed by «राज्य»).
    expect(screen.getByText('राज्य', { selector: 'article span' })).toBeInTheDocument();
    expect(requested()).toContain('/api/search?q=sheetkalin+satra&page=2&state=bihar');
    const pager = screen.getByRole('navigation', { name: 'खोज नतीजों के पन्ने' });
    expect(within(pager).getByRole('link', { name: 'अगला →' })).toHaveAttribute(
      'href',
      '/search?q=sheetkalin+satra&page=3&state=bihar',
    );
    expect(document.title).toBe('खोज: sheetkalin satra | जनमत');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/search');
    expect(screen.getByRole('searchbox', { name: 'खोज के शब्द' })).toHaveValue('sheetkalin satra');
  });

  it('says in Hindi that nothing was found, beside the popular stories', async () => {
    open('/search?q=xyzzy', { '/api/search': { data: [], total: 0 } });
    expect(await screen.findByText(/कोई ख़बर नहीं मिली। दूसरे शब्दों से खोजें/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'लोकप्रिय ख़बर एक' })).toBeInTheDocument();
  });

  it('without words asks for some, asks the API nothing and is indexable', async () => {
    const { requested } = open('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'ख़बरें खोजें' })).toBeInTheDocument();
    expect(screen.getByText(/कोई शब्द लिखकर खोजें/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'लोकप्रिय ख़बर एक' })).toBeInTheDocument();
    expect(requested().some((path) => path.startsWith('/api/search'))).toBe(false);
    expect(document.title).toBe('खोज | जनमत');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows the API’s own Hindi text for a search it refuses, with nothing to retry', async () => {
    open('/search?q=a&from=2026-02-01&to=2026-01-01', {
      '/api/search': reply(400, { message: '«से» की तारीख़ «तक» की तारीख़ के बाद नहीं हो सकती।' }),
    });
    expect(await screen.findByText('«से» की तारीख़ «तक» की तारीख़ के बाद नहीं हो सकती।')).toBeInTheDocument();
    expect(screen.queryByTestId('search-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'फिर से कोशिश करें' })).not.toBeInTheDocument();
  });

  it('says a page past the last one has nothing, and links to the first', async () => {
    open('/search?q=sarkar&page=9', { '/api/search': { data: [], total: 17 } });
    expect(await screen.findByText(/इस पन्ने पर कोई ख़बर नहीं है/)).toBeInTheDocument();
    expect(screen.getByText('17 ख़बरें मिलीं — पन्ना 9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पहले पन्ने पर जाएँ' })).toHaveAttribute('href', '/search?q=sarkar');
  });

  it('shows an error with a retry button when the search fails, then the results', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers } = open('/search?q=modi', { '/api/search': reply(500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('खोज के नतीजे लोड नहीं हो सके।');
    answers.set('/api/search', { data: [hit(1)], total: 1 });
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByText('1 ख़बर मिली')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'खोज नतीजों के पन्ने' })).not.toBeInTheDocument();
    error.mockRestore();
  });
});
