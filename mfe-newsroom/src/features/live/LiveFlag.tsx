import { theme } from '@janmat/shared';
import { useField } from 'formik';

const check = { display: 'flex', alignItems: 'center', gap: theme.space.sm, minHeight: '44px' } as const;

/** A yes/no mark of an update (pinned, key event) as a checkbox of the form. */
export function LiveFlag({ name, label }: { name: 'pinned' | 'keyEvent'; label: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  return (
    <label css={check}>
      <input type="checkbox" {...field} css={{ width: '24px', height: '24px' }} />
      {label}
    </label>
  );
}
