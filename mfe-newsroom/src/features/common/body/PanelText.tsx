import { fieldLabel } from '../fieldStyles';
import { selectControl } from '../styles';

interface PanelTextProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter: applies the panel (and never sends the article's form). */
  onEnter: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** A labelled text box of a toolbar panel (link address, image address, image description). */
export function PanelText({ id, label, value, onChange, onEnter, invalid, describedBy }: PanelTextProps) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: '4px', flex: '1 1 16rem' }}>
      <label htmlFor={id} css={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        css={selectControl}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onEnter();
        }}
      />
    </div>
  );
}
