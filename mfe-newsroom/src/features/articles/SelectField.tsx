import { useField } from 'formik';
import { FieldMessage } from '../common/FieldMessage';
import { fieldBox, fieldLabel } from '../common/fieldStyles';
import { selectControl } from '../common/styles';

interface Choice {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  idPrefix: string;
  choices: Choice[];
  /** The first option, for no choice ('' as the value). */
  none: string;
  required?: boolean;
  onPicked?: (value: string) => void;
}

/** One labelled pick of a Formik form, its error (once touched) read with it like `FormField`'s. */
export function SelectField({ name, label: text, idPrefix, choices, none, required, onPicked }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `${idPrefix}${name}`;
  const message = meta.touched ? meta.error : undefined;
  return (
    <div css={fieldBox}>
      <label htmlFor={id} css={fieldLabel}>
        {text}
      </label>
      <select
        {...field}
        id={id}
        css={selectControl}
        aria-required={required || undefined}
        aria-invalid={Boolean(message)}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          field.onChange(event);
          onPicked?.(event.target.value);
        }}
      >
        <option value="">{none}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}
