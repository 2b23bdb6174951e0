import { theme } from '@janmat/shared';
import { useField } from 'formik';

const check = { display: 'flex', alignItems: 'center', gap: theme.space.sm, minHeight: '44px' } as const;

/** «पुश भेजें»: the form's `push` field, notifying the readers who follow the story's topics once it is out. */
export function PushCheckbox({ hint }: { hint: string }) {
  const [field] = useField({ name: 'push', type: 'checkbox' });
  return (
    <label css={check}>
      <input type="checkbox" {...field} css={{ width: '24px', height: '24px' }} />
      पुश भेजें
      <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>({hint})</span>
    </label>
  );
}
