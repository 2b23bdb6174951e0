import { useState } from 'react';
import { FieldMessage } from '../common/FieldMessage';
import { fieldLabel } from '../common/fieldStyles';
import { plainButton, selectControl } from '../common/styles';

interface ScheduleControlProps {
  disabled: boolean;
  /** `at` as the server reads it: `YYYY-MM-DDTHH:mm`, India time. */
  onSchedule: (at: string) => void;
}

const ID = 'article-publish-at';

/** A publish time, typed and read as India time whatever the device's own zone. */
export function ScheduleControl({ disabled, onSchedule }: ScheduleControlProps) {
  const [at, setAt] = useState('');
  const [error, setError] = useState<string>();
  const schedule = () => {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(at)) {
      setError('प्रकाशन की तारीख़ और समय चुनें।');
      return;
    }
    setError(undefined);
    onSchedule(at);
  };
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end' }}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: '4px' }}>
        <label htmlFor={ID} css={fieldLabel}>
          प्रकाशन का समय (भारतीय समय, IST)
        </label>
        <input
          id={ID}
          type="datetime-local"
          css={selectControl}
          value={at}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${ID}-error` : undefined}
          onChange={(event) => setAt(event.target.value)}
        />
      </div>
      <button type="button" css={plainButton} disabled={disabled} onClick={schedule}>
        इस समय प्रकाशित करें
      </button>
      <FieldMessage id={`${ID}-error`} message={error} />
    </div>
  );
}
