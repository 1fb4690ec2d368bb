import type { ComponentProps } from 'react';

export type ButtonProps = Omit<ComponentProps<'button'>, 'className'> & {
  variant: 'solid' | 'ghost';
  /** A request runs: a spinner over the words (which keep the button's name), and the button disabled. */
  loading?: boolean;
  /** Centred in its column (the ghost buttons between the steps). */
  center?: boolean;
};

/** The login page's buttons: the solid submit and the quiet ghost, as Chakra's Button draws them elsewhere. */
export function Button({ variant, loading, center, disabled, type = 'button', children, ...rest }: ButtonProps) {
  const className = ['pl-button', `pl-${variant}`, center && 'pl-ghost-center'].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={className}
      disabled={disabled || loading}
      data-loading={loading || undefined}
    >
      {loading && <span className="pl-spinner" aria-hidden="true" />}
      <span className="pl-button-text">{children}</span>
    </button>
  );
}
