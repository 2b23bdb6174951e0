import type { FormikErrors } from 'formik';
import { errorMessage, fieldErrors } from './errorMessage';
import type { ActionOutcome } from './Outcome';

/**
 * Only the text fields whose value differs from `before` (trimmed, except the `untrimmed` ones): a
 * change sends just those, and an unchanged form sends nothing. Other values (an item's id) are no field.
 */
export function changedValues<Values extends Record<string, unknown>>(
  values: Values,
  before: Values,
  untrimmed: readonly (keyof Values)[] = [],
): Partial<Values> {
  const changes: Partial<Values> = {};
  for (const key of Object.keys(values) as (keyof Values)[]) {
    const typed: unknown = values[key];
    if (typeof typed !== 'string') continue;
    const value = untrimmed.includes(key) ? typed : typed.trim();
    if (value !== before[key]) changes[key] = value as Values[keyof Values];
  }
  return changes;
}

interface Settle<Data> {
  setErrors: (errors: FormikErrors<never>) => void;
  resetForm: () => void;
  setOutcome: (outcome: ActionOutcome) => void;
  /** Given (a change of an existing item), a success closes the form with this text. */
  onEdited?: (data: Data) => void;
  /** The status text of a new item; the form is emptied for the next one. */
  added: (data: Data) => string;
}

/**
 * What every desk form does with the server's answer: a refusal puts its field messages under the
 * fields and its message in an alert; a change is done; a new item empties the form and says so.
 */
export function settleDeskForm<Data>(result: { data?: Data; error?: unknown }, settle: Settle<Data>): void {
  const { data, error } = result;
  if (error !== undefined || data === undefined) {
    settle.setErrors(fieldErrors(error) as FormikErrors<never>);
    settle.setOutcome({ ok: false, text: errorMessage(error) });
    return;
  }
  if (settle.onEdited) {
    settle.onEdited(data);
    return;
  }
  settle.resetForm();
  settle.setOutcome({ ok: true, text: settle.added(data) });
}
