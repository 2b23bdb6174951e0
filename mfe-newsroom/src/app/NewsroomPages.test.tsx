import type { StaffRole } from '@janmat/shared/contracts';
import { screen } from '@testing-library/react';
import { renderDesk } from '../test/renderDesk';
import { NewsroomPages } from './NewsroomPages';

const LIVE = {
  'GET /api/newsroom/live/7': {
    data: { articleId: 7, name: 'चुनाव नतीजे लाइव', type: 'national', url: 'x', live: false },
  },
  'GET /api/newsroom/live/7/updates': { data: [], next: null },
};
const AUDIT = { 'GET /api/newsroom/audit': { data: [], next: null } };

const open = (role: StaffRole, route: string, api = {}) =>
  renderDesk(<NewsroomPages role={role} />, { route, role, api: { ...LIVE, ...AUDIT, ...api } });

// A page comes in a chunk of its own: the first render of one waits for it to load.
const LOADED = { timeout: 10_000 };

test('an editor opens an article’s live page at its address', async () => {
  open('editor', '/newsroom/articles/7/live');
  expect(await screen.findByRole('heading', { level: 1, name: 'लाइव पेज' }, LOADED)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'चुनाव नतीजे लाइव' })).toBeInTheDocument();
});

test('a reporter sent to a live page finds no page there', async () => {
  open('reporter', '/newsroom/articles/7/live');
  expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'लाइव पेज' })).not.toBeInTheDocument();
});

test('an editor sent to the audit log finds no page there; an admin finds the log', async () => {
  const editor = open('editor', '/newsroom/audit');
  expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  expect(editor.calls.some((call) => call.path.startsWith('/api/newsroom/audit'))).toBe(false);
  editor.unmount();
  open('admin', '/newsroom/audit');
  expect(await screen.findByRole('heading', { level: 1, name: 'ऑडिट लॉग' }, LOADED)).toBeInTheDocument();
  expect(await screen.findByText('अभी कुछ दर्ज नहीं है।')).toBeInTheDocument();
});

test('an address under the newsroom that is no page is not found', async () => {
  open('admin', '/newsroom/no-such-desk');
  expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
});
