import type { Article, StaffRole } from '@janmat/shared/contracts';

/** Answers of the editor page's calls (tests only): the session, the reader lists, the authors. */
export function editorApi(role: StaffRole) {
  return {
    '/api/newsroom/me': { staff: { id: 3, name: 'सीमा', email: 'seema@example.in', role }, csrfToken: 'token' },
    '/api/categories': {
      data: [
        { id: 1, name: 'राष्ट्रीय', c_code: 'national' },
        { id: 2, name: 'राज्य', c_code: 'state' },
      ],
    },
    '/api/states': { data: [{ id: 1, name: 'बिहार', code: 'bihar' }] },
    '/api/subcategories': { data: [{ name: 'चुनाव', s_code: 'chunav' }] },
    '/api/newsroom/authors': { data: [{ id: 5, name: 'राहुल वर्मा' }], next: null },
    '/api/newsroom/articles/7/versions': [],
  };
}

export const DRAFT: Article = {
  id: 7,
  title: 'पुराना शीर्षक',
  slug: 'purana-shirshak',
  status: 'draft',
  category: 'national',
  type: 'national',
  state: null,
  subtype: null,
  reporterId: 5,
  photo: '/uploads/newsroom/202605/ab12/1200.jpg',
  body: '<p>पहला पैरा</p>',
  publishAt: null,
  updatedAt: '2026-05-06T04:00:00.000Z',
  createdBy: 3,
  wasPublic: false,
  version: 4,
  changedSinceSubmit: false,
};
