import type { KeyboardEvent, ReactNode } from 'react';

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

/**
 * What RAC's Button did that a native <button> does not, kept: a press focuses the button (Safari
 * does not focus a clicked button; RAC focused it on pointer down), a held Enter presses once (a
 * native button clicks on every repeated keydown), and a press stays with the button: its pointer
 * down and click do not bubble to the widget's own handlers (a dialog's backdrop closes on a click
 * of its own, and Preact's events, as the runtime fixes them for RAC, keep the first handler's
 * currentTarget). Listeners on the document in the capture phase still see them. Native otherwise:
 * RAC's press, hover and focus hooks cost more at start-up than any other part of the kit.
 */
function pressProps(isDisabled: boolean | undefined, onPress: (() => void) | undefined) {
  return {
    onPointerDown: (e: { currentTarget: HTMLElement; stopPropagation(): void }) => {
      e.stopPropagation();
      if (!isDisabled) e.currentTarget.focus({ preventScroll: true });
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.repeat && e.key === 'Enter') e.preventDefault();
    },
    onClick: (e: { stopPropagation(): void }) => {
      e.stopPropagation();
      onPress?.();
    },
  };
}

export function Button(props: ButtonProps) {
  const busy = !!props.isBusy;
  return (
    <>
      <button
        type={props.type ?? 'button'}
        className={props.variant === 'secondary' ? 'ew-button ew-button-secondary' : 'ew-button'}
        {...pressProps(props.isDisabled, busy || props.isDisabled ? undefined : props.onPress)}
        disabled={props.isDisabled || undefined}
        data-disabled={props.isDisabled || undefined}
        aria-disabled={busy || undefined}
        aria-haspopup={props['aria-haspopup']}
      >
        {busy ? <span className="ew-spinner" aria-hidden="true" /> : null}
        {busy ? (props.busyLabel ?? props.children) : props.children}
      </button>
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
    <button
      type="button"
      className="ew-link"
      {...pressProps(false, props.onPress)}
      aria-haspopup={props['aria-haspopup']}
      tabIndex={props.excludeFromTabOrder ? -1 : undefined}
    >
      {props.children}
    </button>
  );
}
