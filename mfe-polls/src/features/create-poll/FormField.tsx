import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useField } from 'formik';

export interface FormFieldProps {
  name: string;
  label: string;
  /** A short hint under the label, e.g. that the field may stay empty. */
  hint?: string;
  multiline?: boolean;
  maxLength: number;
}

const field = css({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, marginBottom: theme.space.md });
const labelCss = css({ fontWeight: 600 });
const hintCss = css({ fontWeight: 400, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm });
const control = css({
  width: '100%',
  minHeight: '44px',
  padding: theme.space.sm,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  font: 'inherit',
  color: theme.colors.text,
  background: theme.colors.background,
  '&[aria-invalid="true"]': { borderColor: theme.colors.error, borderWidth: '2px' },
});
const errorCss = css({ margin: 0, color: theme.colors.error, fontSize: theme.fontSizes.sm, fontWeight: 600 });

/** A labelled text field of a Formik form with its error in red right under it. */
export function FormField({ name, label, hint, multiline = false, maxLength }: FormFieldProps) {
  const [props, meta] = useField<string>(name);
  const id = `poll-field-${name}`;
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  const Control = multiline ? 'textarea' : 'input';
  return (
    <div css={field}>
      <label htmlFor={id} css={labelCss}>
        {label}
        {hint ? <span css={hintCss}> ({hint})</span> : null}
      </label>
      <Control
        {...props}
        id={id}
        css={control}
        maxLength={maxLength}
        rows={multiline ? 3 : undefined}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError ? (
        <p id={errorId} css={errorCss}>
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
