import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface DropdownProps {
  label: ReactNode;
  /** Accessible name when the label is an icon. */
  ariaLabel?: string;
  buttonClassName?: string;
  align?: 'start' | 'end';
  /** Menu items: links or buttons with the `dropdown-item` class. */
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure menu with Bootstrap's dropdown look: Escape and a click outside close it, arrow keys
 * move between its items, focus returns to the button.
 */
export function Dropdown({
  label,
  ariaLabel,
  buttonClassName = 'btn btn-link nav-link px-1 px-sm-2',
  align = 'end',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    requestAnimationFrame(() => {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
      list[(next + list.length) % list.length]?.focus();
    });
  };

  return (
    // Arrow keys and Escape reach this handler from the button and the menu items inside it.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="dropdown" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`${buttonClassName} dropdown-toggle`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div
        id={menuId}
        // Static placement: Bootstrap's CSS aligns the menu (start or end) without its positioning script.
        data-bs-popper="static"
        className={`dropdown-menu ${align === 'end' ? 'dropdown-menu-end' : ''} ${open ? 'show' : ''}`}
        hidden={!open}
      >
        {open && children(close)}
      </div>
    </div>
  );
}
