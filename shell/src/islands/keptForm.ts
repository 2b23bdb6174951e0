type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';

/** What the reader left in a part's fields: its words, its choices, and the focus with the caret. */
export interface KeptForm {
  /** Puts them into the same fields, drawn again in `slot` (in the same order). */
  restore(slot: HTMLElement): void;
}

const fieldsOf = (slot: HTMLElement) => Array.from(slot.querySelectorAll<Field>(FIELDS));
const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
/** A field the reader does not fill: the server's own value stands (a form's token). */
const isFixed = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'hidden' || field.type === 'file');

/** Keeps what the reader left in `slot`'s fields, to put it back into the fields that replace them. */
export function keptForm(slot: HTMLElement): KeptForm {
  const fields = fieldsOf(slot);
  const states = fields.map((field) => ({ value: field.value, checked: isChoice(field) && field.checked }));
  const focused = fields.findIndex((field) => field === document.activeElement);
  const caret = focused >= 0 ? fields[focused] : undefined;
  const [start, end] =
    caret && !(caret instanceof HTMLSelectElement) ? [caret.selectionStart, caret.selectionEnd] : [null, null];
  return {
    restore(again) {
      const now = fieldsOf(again);
      now.forEach((field, index) => {
        const state = states[index];
        if (!state || isFixed(field)) return;
        if (isChoice(field)) field.checked = state.checked;
        else field.value = state.value;
      });
      const refocus = focused >= 0 ? now[focused] : undefined;
      if (!refocus) return;
      refocus.focus();
      if (start === null || end === null || refocus instanceof HTMLSelectElement) return;
      try {
        refocus.setSelectionRange(start, end);
      } catch {
        // A field without a caret (an e-mail or number field): the focus is enough.
      }
    },
  };
}
