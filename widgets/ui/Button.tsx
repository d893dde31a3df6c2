import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';

export interface ButtonProps {
  children: ReactNode;
  onPress?(): void;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary';
  /** Busy: presses are ignored, aria-disabled is set and `busyLabel` replaces the text. */
  isBusy?: boolean;
  busyLabel?: string;
  isDisabled?: boolean;
  'aria-haspopup'?: 'dialog';
}

export function Button(props: ButtonProps) {
  return (
    <RACButton
      type={props.type ?? 'button'}
      className={props.variant === 'secondary' ? 'ew-button ew-button-secondary' : 'ew-button'}
      onPress={props.onPress}
      isPending={props.isBusy}
      isDisabled={props.isDisabled}
      aria-haspopup={props['aria-haspopup']}
    >
      {props.isBusy ? (
        <>
          <span className="ew-spinner" aria-hidden="true" />
          {props.busyLabel ?? props.children}
        </>
      ) : (
        props.children
      )}
    </RACButton>
  );
}

/** Looks like a link, acts as a button: for "open the terms" inside running text. */
export function LinkButton(props: { children: ReactNode; onPress(): void; 'aria-haspopup'?: 'dialog' }) {
  return (
    <RACButton className="ew-link" onPress={props.onPress} aria-haspopup={props['aria-haspopup']}>
      {props.children}
    </RACButton>
  );
}
