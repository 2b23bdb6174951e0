import type { ApiAnswer, MatchedRoute, ServerRemote } from '@janmat/shared/server';

/**
 * What the server and the process that renders pre-flight's pages (renderCheckWorker.ts) say to each
 * other over the process's IPC channel. The process gets no database and no settings: what its pages
 * read, the server answers here, one read at a time.
 */

/** Server → process, first: what to render with (the shell's server build, the builds of the page). */
export interface StartMessage {
  type: 'start';
  /** The shell's server build (`shell/dist/server/main.js`). */
  shell: string;
  remotes: ServerRemote[];
  /** The page's runtime configuration (public: what every page carries). */
  config: unknown;
  /** Longest one page's render may take before its slow parts are left to the browser. */
  deadlineMs: number;
}

/** Server → process: render the page at `url`. */
export interface RenderMessage {
  type: 'render';
  id: number;
  url: string;
  route?: MatchedRoute;
}

/** Server → process: the answer to read `id`. */
interface AnswerMessage {
  type: 'answer';
  id: number;
  answer: ApiAnswer;
}

export type ToWorker = StartMessage | RenderMessage | AnswerMessage;

/** Process → server: a page asks for `GET path` of the readers' API. */
export interface ReadMessage {
  type: 'read';
  id: number;
  path: string;
}

/** Process → server: how render `id` went. */
interface RenderedMessage {
  type: 'rendered';
  id: number;
  status: number;
  errors: string[];
}

export type FromWorker = ReadMessage | RenderedMessage;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A message from the process, checked: it runs code the server does not trust, so anything else is dropped. */
export function fromWorker(value: unknown): FromWorker | undefined {
  if (!isRecord(value) || typeof value.id !== 'number') return undefined;
  if (value.type === 'read' && typeof value.path === 'string') return { type: 'read', id: value.id, path: value.path };
  if (
    value.type === 'rendered' &&
    typeof value.status === 'number' &&
    Array.isArray(value.errors) &&
    value.errors.every((e) => typeof e === 'string')
  ) {
    return { type: 'rendered', id: value.id, status: value.status, errors: value.errors as string[] };
  }
  return undefined;
}
