import { randomBytes } from 'node:crypto';
import { FORM_ECHO_SCRIPT_ID, type FormEchoState, scriptJson } from '@janmat/shared/contracts';

/** A page answering a form's post: the status it goes out with and the form it echoes. */
export interface EchoedPage {
  status: number;
  form: FormEchoState;
}

/** A new one-time form token: 16 random bytes, base64url (22 characters). */
const newFormToken = (): string => randomBytes(16).toString('base64url');

/**
 * The page's forms for its render: the echoed form's, else a fresh token for whatever form the
 * page may hold. A page that carries its token (in its HTML) is one visitor's: never kept or shared.
 */
export function pageForms(echoed: EchoedPage | undefined): FormEchoState & { token: string } {
  const token = echoed?.form.token ?? newFormToken();
  return { ...echoed?.form, token };
}

/** Whether the rendered page holds a form with its token (or echoes one), so it is this visitor's alone. */
export function carriesForm(root: string | undefined, forms: FormEchoState, echoed: EchoedPage | undefined): boolean {
  return echoed !== undefined || (forms.token !== undefined && (root ?? '').includes(forms.token));
}

/** The JSON script that hands the page's forms to the browser's store (`FORM_ECHO_SCRIPT_ID`). */
export const formEchoScript = (forms: FormEchoState): string =>
  `<script id="${FORM_ECHO_SCRIPT_ID}" type="application/json">${scriptJson(forms)}</script>`;
