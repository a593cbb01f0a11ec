import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../class-names';
import { SpinnerIcon } from '../feedback/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Full width of its container (the usual choice for a form's main action on phones). */
  readonly block?: boolean;
}

/** Classes of a button, for links and other elements that must look like one. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  block = false,
): string {
  return cx(
    'polis-button',
    `polis-button--${variant}`,
    `polis-button--${size}`,
    block && 'polis-button--block',
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner; the button is disabled and `aria-busy` until the work ends. */
  readonly loading?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClassName(variant, size, block), loading && 'polis-button--loading', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <SpinnerIcon size="sm" />}
      <span className="polis-button__label">{children}</span>
    </button>
  );
}
