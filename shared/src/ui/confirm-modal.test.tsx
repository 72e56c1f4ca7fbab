import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal';

function renderModal(open = true) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmModal
      open={open}
      title="Delete conversation?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>It leaves your list.</p>
    </ConfirmModal>,
  );
  return { onConfirm, onClose };
}

afterEach(() => {
  cleanup();
});

describe('ConfirmModal', () => {
  it("shows the caller's title, text and buttons, and confirms only with the confirm button", () => {
    const { onConfirm, onClose } = renderModal();
    expect(screen.getByRole('heading', { name: 'Delete conversation?' })).toBeTruthy();
    expect(screen.getByText('It leaves your list.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without confirming on cancel', () => {
    const { onConfirm, onClose } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    renderModal(false);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
