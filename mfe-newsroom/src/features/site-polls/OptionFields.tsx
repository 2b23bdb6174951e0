import { theme } from '@janmat/shared';
import { FormField } from '@janmat/shared/forms';
import { useFormikContext } from 'formik';
import { plainButton, toolbar } from '../common/styles';

/** A poll has 2 to 4 options. */
const MIN_OPTIONS = 2;
const MAX_OPTIONS = 4;

/** The options of a poll form: one field each, one more up to four, the third and fourth removable. */
export function OptionFields({ prefix }: { prefix: string }) {
  const { values, setFieldValue } = useFormikContext<{ options: string[] }>();
  const { options } = values;
  return (
    <fieldset css={{ border: 0, padding: 0, margin: `0 0 ${theme.space.md}` }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space.sm }}>विकल्प (2 से 4)</legend>
      {options.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the options are their places; only the last ones come and go
        <div key={index} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'end' }}>
          <div css={{ flex: 1 }}>
            <FormField
              idPrefix={prefix}
              name={`options.${index}`}
              label={`विकल्प ${index + 1}`}
              required
              maxLength={100}
            />
          </div>
          {index >= MIN_OPTIONS ? (
            <button
              type="button"
              css={{ ...plainButton, marginBottom: theme.space.md }}
              onClick={() =>
                setFieldValue(
                  'options',
                  options.filter((__, at) => at !== index),
                )
              }
            >
              विकल्प {index + 1} हटाएँ
            </button>
          ) : null}
        </div>
      ))}
      {options.length < MAX_OPTIONS ? (
        <div css={toolbar}>
          <button type="button" css={plainButton} onClick={() => setFieldValue('options', [...options, ''])}>
            एक और विकल्प
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
