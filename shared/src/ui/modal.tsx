import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n/react';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Called on Escape, a backdrop click or the close button, when `dismissible`. */
  onClose?: () => void;
  /** False keeps the modal open on Escape and backdrop clicks (a signup in progress). */
  dismissible?: boolean;
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * A modal on the native `<dialog>`: focus moves into it and stays there, the page behind is inert,
 * Escape and a backdrop click close it unless it is not dismissible. Styled with Bootstrap's modal
 * classes.
 */
export function Modal({ open, title, children, footer, onClose, dismissible = true, size, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // The dialog closes on Escape through its cancel event; the click handler only catches backdrop clicks.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`site-modal p-0 border-0 rounded-3 shadow ${size ? `site-modal-${size}` : ''} ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose?.();
      }}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onClose?.();
      }}
    >
      {open && (
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="modal-title fs-5" id={titleId}>
              {title}
            </h2>
            {dismissible && <CloseButton onClose={onClose} />}
          </div>
          <div className="modal-body">{children}</div>
          {footer && <div className="modal-footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

function CloseButton({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation('common');
  return <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />;
}
