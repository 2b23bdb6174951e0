import { useCallback, useEffect, useState } from 'react';
import { useLazyGetPushKeyQuery, useRemovePushSubscriptionMutation, useSavePushSubscriptionMutation } from './bellApi';
import { BELL_PANEL_TEXTS } from './bellPanelTexts';
import {
  askPermission,
  currentSubscription,
  pushSupport,
  storedTopics,
  storeTopics,
  subscribeBrowser,
  subscriptionKeys,
  withServerKey,
} from './pushClient';

/** Where the bell stands in this browser. */
export type BellState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

export interface BellMessage {
  text: string;
  tone: 'error' | 'done';
}

/** A step that failed with what the reader is told. */
class BellError extends Error {}

/** The reader's message of a failure: the step's, the API's Hindi `message`, or a general one. */
function messageOf(error: unknown): string {
  if (error instanceof BellError) return error.message;
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : BELL_PANEL_TEXTS.failed;
}

/** Fails with `text` when `work` fails (the browser's own errors are not for readers). */
async function step<T>(work: () => Promise<T>, text: string): Promise<T> {
  try {
    return await work();
  } catch {
    throw new BellError(text);
  }
}

/**
 * The bell's state and its three actions, worked out when the panel shows: what the browser allows, and
 * whether it is subscribed (its push subscription; the topics saved with it are kept in the browser).
 * `turnOn` asks for the permission at once (call it inside the tap), then registers the site's worker,
 * subscribes with the server's key and saves the subscription; `save` saves other topics for it;
 * `turnOff` removes it from the browser and the server.
 */
export function useBell() {
  const [state, setState] = useState<BellState>('checking');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<BellMessage>();
  const [savedTopics, setSavedTopics] = useState<string[]>();
  const [getKey] = useLazyGetPushKeyQuery();
  const [saveSubscription] = useSavePushSubscriptionMutation();
  const [removeSubscription] = useRemovePushSubscriptionMutation();

  /**
   * A subscribed browser's subscription, sent to the server again with its topics when the panel
   * shows, made anew first when the server's key changed: a server that lost it (its database
   * restored) or replaced its keys sends to it again. Quietly: the reader asked for nothing.
   */
  const renew = useCallback(
    async (subscription: PushSubscription) => {
      // Without its topics (the browser's storage was cleared) it is left as the server has it.
      const topics = storedTopics();
      if (!topics || topics.length === 0) return;
      try {
        const key = await getKey(undefined, true).unwrap();
        const current = await withServerKey(subscription, key);
        await saveSubscription({ ...subscriptionKeys(current), topics }).unwrap();
      } catch {
        // Tried again the next time the panel shows; «विषय सहेजें» tries at once. A subscription
        // that could not be made anew is off.
        setState((await currentSubscription().catch(() => null)) ? 'on' : 'off');
      }
    },
    [getKey, saveSubscription],
  );

  useEffect(() => {
    const support = pushSupport();
    if (support === 'unsupported' || support === 'denied') {
      setState(support);
      return;
    }
    setSavedTopics(storedTopics());
    currentSubscription().then(
      (subscription) => {
        setState(subscription ? 'on' : 'off');
        if (subscription && support === 'granted') void renew(subscription);
      },
      () => setState('off'),
    );
  }, [renew]);

  const run = useCallback(async (work: () => Promise<BellMessage | undefined>) => {
    setSaving(true);
    setMessage(undefined);
    try {
      setMessage(await work());
    } catch (error) {
      setMessage({ text: messageOf(error), tone: 'error' });
    } finally {
      setSaving(false);
    }
  }, []);

  // Kept after the bell is turned off too: they are chosen again when it is turned back on.
  const saved = useCallback((topics: string[]) => {
    storeTopics(topics);
    setSavedTopics(topics);
    setState('on');
  }, []);

  const turnOn = (topics: string[]) => {
    const permission = askPermission();
    return run(async () => {
      const answer = await permission;
      if (answer === 'denied') {
        setState('denied');
        return undefined;
      }
      if (answer !== 'granted') return { text: BELL_PANEL_TEXTS.dismissed, tone: 'error' };
      const key = await getKey(undefined, true).unwrap();
      const subscription = await step(() => subscribeBrowser(key), BELL_PANEL_TEXTS.pushServiceFailed);
      try {
        await saveSubscription({ ...subscriptionKeys(subscription), topics }).unwrap();
      } catch (error) {
        // The server refused it: the browser keeps no subscription the server does not know.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      saved(topics);
      return { text: BELL_PANEL_TEXTS.turnedOn, tone: 'done' };
    });
  };

  const save = (topics: string[]) =>
    run(async () => {
      const subscription = await currentSubscription();
      if (!subscription) {
        setState('off');
        return undefined;
      }
      await saveSubscription({ ...subscriptionKeys(subscription), topics }).unwrap();
      saved(topics);
      return { text: BELL_PANEL_TEXTS.topicsSaved, tone: 'done' };
    });

  const turnOff = () =>
    run(async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        const { endpoint } = subscriptionKeys(subscription);
        await subscription.unsubscribe();
        // Once the browser has dropped it, the push service refuses it (410) and the server removes it
        // at its next push even if this request fails: the reader gets nothing more either way.
        await removeSubscription(endpoint)
          .unwrap()
          .catch(() => undefined);
      }
      setState('off');
      return { text: BELL_PANEL_TEXTS.turnedOff, tone: 'done' };
    });

  return { state, saving, message, tell: setMessage, savedTopics, turnOn, save, turnOff };
}
