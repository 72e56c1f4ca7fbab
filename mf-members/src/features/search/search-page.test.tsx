import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberSearchResponse, Settings, User } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { testProfile } from '@app/shared/test-support/fixtures';
import { loadFiltersSchema } from './filters-schema';
import { getMembers } from './search-api';
import { SearchPage } from './search-page';
import type * as Original from './filters-schema';
import { renderRoutes } from '../../test-support/render';

vi.mock('./search-api', () => ({ getMembers: vi.fn(), getRegions: vi.fn() }));
vi.mock('./filters-schema', async (importOriginal) => {
  const actual = await importOriginal<typeof Original>();
  return { ...actual, loadFiltersSchema: vi.fn(actual.loadFiltersSchema) };
});

const answer: MemberSearchResponse = { profiles: [testProfile(3)], total: 1, page: 1, pages: 1, similar: [] };
/** A man who signed up looking for women. */
const straightMan = { paid_user: false, profile: { id: 1, gender: 'male', sexuality: 'hetero' } } as User;
const lastSearch = () => vi.mocked(getMembers).mock.calls.at(-1)?.[0];
const renderPage = (path: string) => renderRoutes([{ path: '/members', element: <SearchPage /> }], path);

beforeEach(() => {
  vi.mocked(getMembers).mockResolvedValue(answer);
  $settings.set({ search_fields: ['gender', 'min_age', 'max_age'], countries: ['NL'] } as unknown as Settings);
  $user.set(straightMan);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  $settings.set(null);
  $user.set(undefined);
});

// Without an i18next instance the texts are their keys, which is what these tests look for.
describe('SearchPage and the filters’ rule', () => {
  it('searches an address without filters without loading the rule, and loads it to check a submit', async () => {
    await renderPage('/members');
    expect(getMembers).toHaveBeenCalledTimes(1);
    expect(vi.mocked(getMembers).mock.calls[0]?.[0]).toEqual({ gender: 'female', page: 1 });
    expect(loadFiltersSchema).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('search.minAge'), { target: { value: '12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'search.submit' })));
    expect(loadFiltersSchema).toHaveBeenCalled();
    expect(screen.getByText('errors.field_invalid')).toBeTruthy();
    expect(getMembers).toHaveBeenCalledTimes(1);
  });

  it('reads the filters of an address with the shared rule, dropping what it refuses', async () => {
    await renderPage('/members?gender=female&min_age=12&max_age=40');
    expect(lastSearch()).toEqual({ gender: 'female', max_age: 40, page: 1 });
  });
});

describe('SearchPage starts from whom the member looks for', () => {
  const genderSelect = () => screen.getByLabelText<HTMLSelectElement>('search.gender');
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'search.submit' })));

  it('starts a man looking for women at "Women", which he can change to "Men and women" and back', async () => {
    const router = await renderPage('/members');
    expect(genderSelect().value).toBe('female');
    expect(lastSearch()).toEqual({ gender: 'female', page: 1 });

    fireEvent.change(genderSelect(), { target: { value: '' } });
    await submit();
    expect(router.state.location.search).toBe('?gender=');
    expect(lastSearch()).toEqual({ gender: '', page: 1 });
    expect(genderSelect().value).toBe('');

    fireEvent.change(genderSelect(), { target: { value: 'male' } });
    await submit();
    expect(lastSearch()).toEqual({ gender: 'male', page: 1 });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'search.reset' })));
    expect(router.state.location.search).toBe('');
    expect(genderSelect().value).toBe('female');
    expect(lastSearch()).toEqual({ gender: 'female', page: 1 });
  });

  it('starts a bisexual member and a visitor at "Men and women"', async () => {
    $user.set({ paid_user: false, profile: { id: 1, gender: 'female', sexuality: 'bi' } } as User);
    await renderPage('/members');
    expect(genderSelect().value).toBe('');
    expect(lastSearch()).toEqual({ gender: '', page: 1 });
    cleanup();

    $user.set(null);
    await renderPage('/members');
    expect(genderSelect().value).toBe('');
    expect(lastSearch()).toEqual({ page: 1 });
  });
});
