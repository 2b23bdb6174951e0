import { theme } from '@janmat/shared';
import { errorBox } from './styles';

const text = { ...errorBox, margin: 0, fontSize: theme.fontSizes.sm } as const;

/** A field's error under it; the control names `id` in its `aria-describedby`. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} css={text}>
      {message}
    </p>
  ) : null;
}
