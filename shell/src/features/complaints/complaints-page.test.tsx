import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ComplaintsPage from './complaints-page';

const { api, schemaLoaded } = vi.hoisted(() => ({ api: vi.fn(), schemaLoaded: vi.fn() }));
vi.mock('@app/shared/api', async (original) => ({ ...(await original<object>()), api }));
vi.mock('@app/shared/contract/complaint', async (original) => {
  schemaLoaded();
  return original<object>();
});

beforeEach(() => api.mockReset().mockResolvedValue({ reference: 'C-12' }));
afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/complaints', () => {
  it('loads its rule with the first focus, not with the page, and refuses bad input with its texts', async () => {
    render(<ComplaintsPage />);
    expect(schemaLoaded).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.focusIn(field('complaints.name'));
      await vi.dynamicImportSettled();
    });
    await waitFor(() => expect(schemaLoaded).toHaveBeenCalledTimes(1), { timeout: 5000 });
    fireEvent.change(field('complaints.email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'complaints.send' }));
    expect(await screen.findByText('errors.email_invalid', {}, { timeout: 5000 })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends a valid complaint, also without a focus first, and shows its reference', async () => {
    render(<ComplaintsPage />);
    fireEvent.change(field('complaints.name'), { target: { value: 'Anna de Vries' } });
    fireEvent.change(field('complaints.email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('complaints.subject'), { target: { value: 'billing' } });
    fireEvent.change(screen.getByLabelText('complaints.message'), {
      target: { value: 'I was charged twice for one package.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'complaints.send' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(api.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: { subject: 'billing', email: 'anna@example.com' },
    });
    expect(await screen.findByText('complaints.sent')).toBeTruthy();
  });
});

describe('/complaints over the limit', () => {
  it('says in how many minutes the visitor may send again', async () => {
    const { ApiError } = await import('@app/shared/api');
    api.mockRejectedValueOnce(new ApiError(429, 'rate_limited', { error: 'rate_limited', retry_after: 1500 }));
    render(<ComplaintsPage />);
    fireEvent.change(field('complaints.name'), { target: { value: 'Anna de Vries' } });
    fireEvent.change(field('complaints.email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('complaints.subject'), { target: { value: 'billing' } });
    fireEvent.change(screen.getByLabelText('complaints.message'), {
      target: { value: 'I was charged twice for one package.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'complaints.send' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('complaints.tooMany');
  });
});
