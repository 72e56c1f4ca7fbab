import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { MonthSpending } from '@app/shared/contract/spending-limit';
import type { Language } from '@app/shared/contract';
import { testI18n } from '../../../test-support/i18n';
import { testMonthSpending } from '../spending-fixtures';
import { MonthSpendingView } from './month-spending';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
});

async function renderMonth(language: Language, answer: () => MonthSpending) {
  await testI18n(language);
  vi.mocked(api).mockImplementation(async (path) => {
    if (path !== '/api/spending.php') throw new Error(`unexpected ${path}`);
    return answer();
  });
  await act(async () => {
    render(<MonthSpendingView />);
  });
}

const cells = (kind: string) =>
  within(screen.getByTestId(`month-${kind}`))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('this month’s spending', () => {
  it('shows each kind with how many and the credits, plural forms included (English)', async () => {
    await renderMonth('en', () => testMonthSpending());
    await screen.findByTestId('month-spending');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe("This month's spending (November 2026)");
    expect(within(screen.getByTestId('month-message')).getByRole('rowheader').textContent).toBe('Messages');
    expect(cells('message')).toEqual(['6 messages', '30 credits']);
    expect(cells('photo')).toEqual(['1 photo', '10 credits']);
    expect(cells('gift')).toEqual(['0 gifts', '0 credits']);
    expect(screen.getByRole('table').querySelector('tfoot')?.textContent).toBe('Total40 credits');
    expect(screen.getByTestId('month-bought').textContent).toBe('Bought this month: 120 credits');
  });

  it('uses the language’s plural forms (Polish)', async () => {
    await renderMonth('pl', () =>
      testMonthSpending({
        kinds: [
          { kind: 'message', credits: 22, count: 5 },
          { kind: 'photo', credits: 1, count: 2 },
          { kind: 'gift', credits: 3, count: 1 },
        ],
        credits_bought: 1,
      }),
    );
    await screen.findByTestId('month-spending');
    expect(cells('message')).toEqual(['5 wiadomości', '22 kredyty']);
    expect(cells('photo')).toEqual(['2 zdjęcia', '1 kredyt']);
    expect(cells('gift')).toEqual(['1 prezent', '3 kredyty']);
    expect(screen.getByTestId('month-bought').textContent).toBe('Kupiono w tym miesiącu: 1 kredyt');
  });

  it('says so when nothing was spent yet', async () => {
    await renderMonth('de', () =>
      testMonthSpending({
        kinds: testMonthSpending().kinds.map((kind) => ({ ...kind, credits: 0, count: 0 })),
        credits_bought: 0,
      }),
    );
    expect((await screen.findByTestId('month-nothing')).textContent).toBe(
      'Du hast in diesem Monat noch keine Credits ausgegeben.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the month cannot be read', async () => {
    await renderMonth('en', () => {
      throw new ApiError(503, 'unavailable');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This is temporarily unavailable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
