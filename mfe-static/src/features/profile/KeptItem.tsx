import { Link } from '@janmat/shared';
import { itemCss, smallButton } from './styles';

interface KeptItemProps {
  to: string;
  title: string;
  /** The button's text (its accessible name adds the item's title). */
  action?: string;
  onAction?: () => void;
}

/** One item of a profile list: a link to its page and, optionally, a button that removes it. */
export function KeptItem({ to, title, action, onAction }: KeptItemProps) {
  return (
    <div css={itemCss}>
      <Link to={to}>{title}</Link>
      {action && onAction ? (
        <button type="button" css={smallButton} onClick={onAction} aria-label={`${action}: ${title}`}>
          {action}
        </button>
      ) : null}
    </div>
  );
}
