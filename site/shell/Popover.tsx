/**
 * A disclosure popover: a button (aria-expanded) that shows a panel of links. Escape closes it and
 * returns focus to the button; a click outside or focus leaving it closes it too.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export function Popover({
  label,
  children,
  className,
  icon,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  icon?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = `site-${useId().replace(/[^\w-]/g, '')}-pop`;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  return (
    <div
      ref={root}
      className={`site-popover ${className ?? ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="site-topbar-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
        {label}
        <span aria-hidden="true" className="site-caret">
          ▾
        </span>
      </button>
      <div
        id={id}
        className="site-popover-panel"
        hidden={!open}
        onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}
      >
        {children}
      </div>
    </div>
  );
}
