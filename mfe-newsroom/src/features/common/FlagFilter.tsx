import { selectControl } from './styles';

interface FlagFilterProps {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  /** The texts of `true` and `false`; «सभी» is the third choice. */
  yes: string;
  no: string;
}

/** A three-way filter of a desk list (all / yes / no), sent as `?flag=true|false`. */
export function FlagFilter({ label, value, onChange, yes, no }: FlagFilterProps) {
  return (
    <label css={{ display: 'flex', flexDirection: 'column', gap: '4px' }}>
      {label}
      <select
        css={selectControl}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value === 'true')}
      >
        <option value="">सभी</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </select>
    </label>
  );
}
