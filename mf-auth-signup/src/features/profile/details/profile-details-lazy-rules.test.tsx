import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '@app/shared/contract';
import type * as FormValues from './profile-form-values';
import { ProfileDetailsForm } from './profile-details-form';

// Counts the loads of the form's schema (it brings zod).
const { api, saveOwnProfile, loaded } = vi.hoisted(() => ({ api: vi.fn(), saveOwnProfile: vi.fn(), loaded: vi.fn() }));
vi.mock('@app/shared/api', async (original) => ({ ...(await original<object>()), api }));
vi.mock('@app/shared/stores/own-profile', () => ({ saveOwnProfile }));
vi.mock('./profile-form-values', async (original) => {
  const values = await original<typeof FormValues>();
  return {
    ...values,
    loadProfileSchema: () => {
      loaded();
      return values.loadProfileSchema();
    },
  };
});

const profile = {
  id: 5,
  email: 'sun.shine@example.com',
  name: 'Sunny',
  birth_date: '1990-04-02',
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region_id: null,
  city: 'Utrecht',
  interests: [],
  about_me: null,
  signup_message: null,
  hidden: false,
  photos: [],
  incomplete_steps: [],
} as unknown as OwnProfile;

afterEach(cleanup);

describe('ProfileDetailsForm', () => {
  it('loads its schema on the first focus, not with the page, and still refuses a bad name', async () => {
    api.mockResolvedValue({ interests: [], regions: [] });
    await act(async () => {
      render(<ProfileDetailsForm profile={profile} onSaved={vi.fn()} />);
    });
    expect(loaded).not.toHaveBeenCalled();
    const name = screen.getByLabelText('profile.fields.name');
    await act(async () => {
      fireEvent.focusIn(name);
      await vi.dynamicImportSettled();
    });
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1), { timeout: 5000 });
    fireEvent.change(name, { target: { value: '@sun' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'profile.save' }));
      await vi.dynamicImportSettled();
    });
    expect(await screen.findByText('errors.name_starts_with_at', {}, { timeout: 5000 })).toBeTruthy();
    expect(saveOwnProfile).not.toHaveBeenCalled();
  });
});
