import { useField } from 'formik';
import type { HTMLInputTypeAttribute } from 'react';
import { control, errorText, fieldBox, hintText, labelText, textareaControl } from './fieldStyles';

export interface FormFieldProps {
  name: string;
  label: string;
  /** The form's prefix for element ids: the control is `${idPrefix}${name}`, its error `…-error`. */
  idPrefix: string;
  /** Shown after the label in brackets, e.g. that the field may stay empty. */
  hint?: string;
  required?: boolean;
  /** A textarea of `rows` lines instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}

/**
 * One labelled field of a Formik form: its error in red right under it once it was touched, tied to
 * the control (`aria-invalid`, `aria-describedby`) so a screen reader reads it with the field.
 */
export function FormField({
  name,
  label,
  idPrefix,
  hint,
  required,
  multiline,
  rows = 3,
  ...inputProps
}: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `${idPrefix}${name}`;
  const errorId = `${id}-error`;
  const error = meta.touched ? meta.error : undefined;
  const a11y = {
    id,
    'aria-required': required || undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div css={fieldBox}>
      <label htmlFor={id} css={labelText}>
        {label}
        {hint ? <span css={hintText}> ({hint})</span> : null}
      </label>
      {multiline ? (
        <textarea {...field} {...a11y} rows={rows} maxLength={inputProps.maxLength} css={[control, textareaControl]} />
      ) : (
        <input {...field} {...a11y} {...inputProps} css={control} />
      )}
      {error ? (
        <p id={errorId} css={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
