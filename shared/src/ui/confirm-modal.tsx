import type { ReactNode } from 'react';
import { Modal } from '@app/shared/ui/modal';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in the body. */
  children: ReactNode;
  /** The text of the button that does it (a danger button). */
  confirmLabel: string;
  /** The text of the button that leaves things as they are. */
  cancelLabel: string;
  onConfirm: () => void;
  /** Called by the cancel button, Escape, a backdrop click and the close button. */
  onClose: () => void;
}

/** A small modal that asks before something is deleted for good; every text comes from the caller. */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      size="sm"
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline-dark" onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
