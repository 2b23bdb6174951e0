import { theme } from '@janmat/shared';
import { Photo } from '@janmat/shared/photo';
import { useField } from 'formik';
import { FieldMessage } from '../FieldMessage';
import { fieldBox, fieldLabel, hint } from '../fieldStyles';
import { plainButton } from '../styles';
import { PhotoPicker } from './PhotoPicker';

const preview = {
  display: 'block',
  width: '320px',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
} as const;
const row = { display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'end' } as const;

interface PhotoFieldProps {
  idPrefix: string;
  /** The field's name on screen (the article's lead photo by default). */
  legend?: string;
  /** What is said while there is none. */
  emptyHint?: string;
  /** The shown photo's text for screen readers. */
  currentAlt?: string;
}

/** The lead photo (or a live update's): the current one, a new one uploaded from a file, or none. */
export function PhotoField({
  idPrefix,
  legend = 'मुख्य फ़ोटो',
  emptyHint = 'अभी कोई फ़ोटो नहीं है (प्रकाशन के लिए ज़रूरी)।',
  currentAlt = 'लेख की मौजूदा मुख्य फ़ोटो',
}: PhotoFieldProps) {
  const [field, meta, helpers] = useField<string>('photo');
  const id = `${idPrefix}photo`;
  const message = meta.touched ? meta.error : undefined;
  return (
    <fieldset
      css={[fieldBox, { border: 0, padding: 0, margin: `0 0 ${theme.space.md}` }]}
      aria-describedby={message ? `${id}-error` : undefined}
    >
      <legend css={fieldLabel}>{legend}</legend>
      {field.value ? (
        <div css={{ img: preview }}>
          <Photo src={field.value} alt={currentAlt} width={320} height={180} sizes="320px" />
        </div>
      ) : (
        <p css={hint}>{emptyHint}</p>
      )}
      <div css={row}>
        <PhotoPicker
          id={id}
          label="नई फ़ोटो चुनें (JPEG, PNG या WebP)"
          onUploaded={(photo) => {
            void helpers.setValue(photo);
            void helpers.setTouched(true, false);
          }}
        />
        {field.value ? (
          <button type="button" css={plainButton} onClick={() => void helpers.setValue('')}>
            फ़ोटो हटाएँ
          </button>
        ) : null}
      </div>
      <FieldMessage id={`${id}-error`} message={message} />
    </fieldset>
  );
}
