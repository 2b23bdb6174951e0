import { theme } from '@janmat/shared';
import { fieldLabel } from '../fieldStyles';
import { errorBox } from '../styles';
import { PHOTO_ACCEPT, usePhotoUpload } from './usePhotoUpload';

const input = { minHeight: '44px', padding: `${theme.space.xs} 0`, font: 'inherit' } as const;

interface PhotoPickerProps {
  id: string;
  label: string;
  /** The uploaded photo's stored path. */
  onUploaded: (photo: string) => void;
}

/** A file input that uploads the chosen photo at once and says how it went. */
export function PhotoPicker({ id, label, onUploaded }: PhotoPickerProps) {
  const { upload, busy, error } = usePhotoUpload();
  return (
    <div>
      <label htmlFor={id} css={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        css={[input, { display: 'block' }]}
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const photo = await upload(file);
          if (photo) onUploaded(photo);
          event.target.value = '';
        }}
      />
      <p role="status" css={{ margin: 0 }}>
        {busy ? 'फ़ोटो अपलोड हो रही है…' : ''}
      </p>
      {error ? (
        <p role="alert" css={errorBox}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
