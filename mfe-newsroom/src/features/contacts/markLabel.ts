import type { InboxMessage } from './contactApi';

/** The button that turns a message's mark over. */
export const markLabel = (message: InboxMessage) => (message.handled ? 'बाकी में डालें' : 'निपटाया गया');
