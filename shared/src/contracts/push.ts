/** Web push (docs/push.md): what the readers' API and the newsroom's say about it. */

/** A topic a reader may follow: `breaking`, a category's code or a state's code, with its Hindi label. */
export interface PushTopic {
  id: string;
  label: string;
}

/** `GET /api/push/key`: the site's VAPID public key (base64url), the browser's `applicationServerKey`. */
export interface PushKey {
  publicKey: string;
}

/** `POST /api/push/subscriptions`: a browser's subscription and the topics it follows. */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  topics: string[];
  /** The endpoint this one replaces (the push service renewed the subscription): see PushSubscriptionRenewal. */
  replaces?: string;
}

/**
 * `POST /api/push/subscriptions` from the service worker when the push service replaced a subscription
 * (`pushsubscriptionchange`): the new one `replaces` the old endpoint, taking its topics when none are sent.
 */
export interface PushSubscriptionRenewal extends Omit<PushSubscriptionInput, 'topics' | 'replaces'> {
  replaces: string;
  topics?: string[];
}

/** What a push shows (the notification's payload, JSON): Hindi texts, `url` on the site. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  image?: string;
}

/** What became of an editor's «पुश भेजें» (part of the breaking item's or the article's answer). */
export interface PushOutcome {
  /** The push log's entry, or null when nothing was logged. */
  id: number | null;
  /** Subscriptions it is being sent to. */
  recipients: number;
  /** Topics left out because one of them had a push less than PUSH_TOPIC_MIN_INTERVAL_MS ago. */
  heldTopics: string[];
  /** What to tell the editor, in Hindi. */
  message: string;
}

/** One push in the newsroom's list (`GET /api/newsroom/pushes`). */
export interface PushLogEntry extends PushPayload {
  id: number;
  /** ISO moment it was sent (or held back). */
  at: string;
  source: 'breaking' | 'article';
  topics: string[];
  heldTopics: string[];
  recipients: number;
  delivered: number;
  failed: number;
  removed: number;
  /** Deliveries still waiting (queued, or to be tried again). */
  pending: number;
}
