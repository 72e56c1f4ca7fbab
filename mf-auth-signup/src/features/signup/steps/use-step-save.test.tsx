import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileUpdate } from '@app/shared/contract';
import { useStepSave } from './use-step-save';

// Counts the loads of the contract module with the profile schema (and zod).
const { saveOwnProfile, schemaLoaded } = vi.hoisted(() => ({ saveOwnProfile: vi.fn(), schemaLoaded: vi.fn() }));
vi.mock('@app/shared/stores/own-profile', () => ({ saveOwnProfile }));
vi.mock('@app/shared/contract/own-profile', async (original) => {
  schemaLoaded();
  return original<object>();
});

const nav = { onNext: vi.fn(), isLast: false };

/** A step form that saves one update. */
function Step({ update }: { update: ProfileUpdate }) {
  const { formRef, errors, save } = useStepSave({ onSaved: vi.fn(), nav });
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        void save(update);
      }}
    >
      <input aria-label="about" />
      {errors.about_me && <p>{errors.about_me}</p>}
      <button type="submit">save</button>
    </form>
  );
}

afterEach(cleanup);

describe('useStepSave', () => {
  it('loads the schema on the first focus, not with the step, and still refuses a bad update', async () => {
    render(<Step update={{ about_me: 'x'.repeat(2001) }} />);
    expect(schemaLoaded).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.focusIn(screen.getByLabelText('about'));
      await vi.dynamicImportSettled();
    });
    // A loaded machine may take a moment more than the settled imports (CI runs many tests at once).
    await waitFor(() => expect(schemaLoaded).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'save' }));
      await vi.dynamicImportSettled();
    });
    expect(await screen.findByText('errors.too_long', {}, { timeout: 5000 })).toBeTruthy();
    expect(saveOwnProfile).not.toHaveBeenCalled();
    expect(nav.onNext).not.toHaveBeenCalled();
  });
});
