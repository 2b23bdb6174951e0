// The form echo: how a page's forms work without the browser's scripts. Each rendered form carries
// the page's one-time token; a form the server refused comes back inside its whole page with what
// the reader sent and the errors under the fields. The server and the shell's render both read these.

/** Name of the hidden field carrying the page's one-time token; a post with a used token is not stored twice. */
export const FORM_TOKEN_FIELD = 'form_token';

/** What a one-time token looks like (16 random bytes or more, base64url): anything else is ignored. */
export const FORM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** Id of the JSON script carrying the page's `FormEchoState` to the browser's store. */
export const FORM_ECHO_SCRIPT_ID = 'janmat-form';

/** A form the server answered with its page again: the form's element id, the values sent, the errors. */
export interface FormEcho {
  form: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A refusal of the whole form (a limit reached), shown above its button. */
  notice?: string;
}

/** The page's forms' state from the server: its one-time token and the form it echoes, if any. */
export interface FormEchoState {
  token?: string;
  echo?: FormEcho;
}

/**
 * The query parameter of the page a form's post was sent back to after it succeeded (`?sent=<form
 * id>`, a 303 so a reload does not post again): the form then says so.
 */
export const FORM_SENT_PARAM = 'sent';

/** The element ids of the readers' forms that post without scripts: their names in the form echo. */
export const FORM_IDS = { contact: 'contact-form', createPoll: 'create-poll-form' } as const;
