import { css } from '@emotion/react';
import { iconButton } from '@janmat/shared';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from './Icon';

const buttonCss = css(iconButton);

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  icon: IconName;
  /** Accessible name (Hindi). */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A 44 px round button showing only an icon, named for assistive technology by `label`. */
export function IconButton({ icon, label, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} title={label} css={buttonCss} {...rest}>
      <Icon name={icon} />
    </button>
  );
}
