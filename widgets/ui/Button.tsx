import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';

export interface ButtonProps {
  children: ReactNode;
  onPress?(): void;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary';
  /**
   * Busy: aria-disabled, presses ignored, `busyLabel` shown and announced. Not RAC's isPending: its
   * announcement lives in document.body and points (aria-labelledby) at an id inside our shadow
   * root, which cannot resolve there. Not `disabled` either: that would throw keyboard focus away.
   */
  isBusy?: boolean;
  busyLabel?: string;
  isDisabled?: boolean;
  'aria-haspopup'?: 'dialog';
}

export function Button(props: ButtonProps) {
  const busy = !!props.isBusy;
  return (
    <>
      <RACButton
        type={props.type ?? 'button'}
        className={props.variant === 'secondary' ? 'ew-button ew-button-secondary' : 'ew-button'}
        onPress={busy ? undefined : props.onPress}
        isDisabled={props.isDisabled}
        aria-disabled={busy || undefined}
        data-pending={busy || undefined}
        aria-haspopup={props['aria-haspopup']}
      >
        {busy ? <span className="ew-spinner" aria-hidden="true" /> : null}
        {busy ? (props.busyLabel ?? props.children) : props.children}
      </RACButton>
      {props.busyLabel ? (
        <span className="ew-vh" role="status">
          {busy ? props.busyLabel : ''}
        </span>
      ) : null}
    </>
  );
}

/**
 * Looks like a link, acts as a button: for "open the terms" inside running text. `excludeFromTabOrder`
 * only where another control in Tab order does the same (the review's per-answer Change).
 */
export function LinkButton(props: {
  children: ReactNode;
  onPress(): void;
  'aria-haspopup'?: 'dialog';
  excludeFromTabOrder?: boolean;
}) {
  return (
    <RACButton
      className="ew-link"
      onPress={props.onPress}
      aria-haspopup={props['aria-haspopup']}
      excludeFromTabOrder={props.excludeFromTabOrder}
    >
      {props.children}
    </RACButton>
  );
}
