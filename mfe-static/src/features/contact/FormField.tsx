import type { ContactFormValues } from '@janmat/shared/validation';
import { useField } from 'formik';
import type { HTMLInputTypeAttribute } from 'react';
import { control, errorText, fieldBox, hintText, labelText, textareaControl } from './styles';

interface FormFieldProps {
  name: keyof ContactFormValues;
  label: string;
  /** Shown after the label, e.g. that the field is optional. */
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}

/** One labelled field of the contact form, its error in red under it once it was touched. */
export function FormField({ name, label, hint, required, multiline, ...inputProps }: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `contact-${name}`;
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
        {hint && <span css={hintText}> {hint}</span>}
      </label>
      {multiline ? (
        <textarea {...field} {...a11y} rows={6} css={[control, textareaControl]} />
      ) : (
        <input {...field} {...a11y} {...inputProps} css={control} />
      )}
      {error && (
        <p id={errorId} css={errorText}>
          {error}
        </p>
      )}
    </div>
  );
}
