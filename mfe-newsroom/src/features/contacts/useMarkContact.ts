import type { DeskAction } from '../common/useDeskAction';
import { type InboxMessage, useMarkContactMutation } from './contactApi';

/** Marks a message handled or not handled again, through `desk`; the changed message comes back. */
export function useMarkContact(desk: DeskAction) {
  const [mark] = useMarkContactMutation();
  return async (message: InboxMessage): Promise<InboxMessage | undefined> => {
    let changed: InboxMessage | undefined;
    const handled = !message.handled;
    await desk.run(
      async () => {
        const result = await mark({ id: message.id, handled });
        if ('data' in result && result.data) changed = result.data.data;
        return result;
      },
      handled
        ? `«${message.subject || message.name}» निपटाया गया।`
        : `«${message.subject || message.name}» फिर से बाकी में।`,
    );
    return changed;
  };
}
