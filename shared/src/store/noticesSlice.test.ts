import { createPortalStore } from './createPortalStore';
import { dismissNotice, pushNotice, selectNotices } from './noticesSlice';

describe('notices', () => {
  it('gives each notice its own id and keeps them in order', () => {
    const store = createPortalStore();
    store.dispatch(pushNotice({ text: 'Thank you for your Vote...!!', tone: 'success' }));
    store.dispatch(pushNotice({ text: 'Thank you for your Vote...!!', tone: 'success' }));
    const notices = selectNotices(store.getState());
    expect(notices.map((n) => n.text)).toEqual(['Thank you for your Vote...!!', 'Thank you for your Vote...!!']);
    expect(notices[0]?.id).toEqual(expect.any(String));
    expect(notices[0]?.id).not.toBe(notices[1]?.id);
  });

  it('dismisses one notice by id', () => {
    const store = createPortalStore();
    store.dispatch(pushNotice({ text: 'पहला', tone: 'info' }));
    store.dispatch(pushNotice({ text: 'दूसरा', tone: 'error' }));
    const [first] = selectNotices(store.getState());
    store.dispatch(dismissNotice(first!.id));
    expect(selectNotices(store.getState())).toEqual([expect.objectContaining({ text: 'दूसरा', tone: 'error' })]);
  });

  it('starts from preloaded notices', () => {
    const store = createPortalStore({ preloadedState: { notices: [{ id: 'n1', text: 'स्वागत', tone: 'info' }] } });
    expect(selectNotices(store.getState())).toHaveLength(1);
  });
});
