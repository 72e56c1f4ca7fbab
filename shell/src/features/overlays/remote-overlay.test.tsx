import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNAVAILABLE_REMOTE } from '@app/shared/contract';

const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

/** A fresh module graph per test: the overlay cache starts empty. */
async function overlayModule() {
  vi.resetModules();
  return import('./remote-overlay');
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

beforeEach(() => {
  loadRemote.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RemoteOverlay', () => {
  it("renders the exposed module's default export with its props", async () => {
    loadRemote.mockResolvedValue({ default: Greeting });
    const { RemoteOverlay } = await overlayModule();
    await act(async () => {
      render(<RemoteOverlay remote="mf_test" exposed="Greeting" props={{ name: 'Robin' }} />);
    });
    expect(screen.getByText('Hello Robin')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('mf_test/Greeting');
  });

  it('loads a module once however often it is rendered', async () => {
    loadRemote.mockResolvedValue({ default: Greeting });
    const { RemoteOverlay } = await overlayModule();
    await act(async () => {
      render(
        <>
          <RemoteOverlay remote="mf_test" exposed="Greeting" props={{ name: 'A' }} />
          <RemoteOverlay remote="mf_test" exposed="Greeting" props={{ name: 'B' }} />
        </>,
      );
    });
    expect(screen.getByText('Hello A')).toBeTruthy();
    expect(screen.getByText('Hello B')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the runtime answers its unavailable marker', () => loadRemote.mockResolvedValue({ [UNAVAILABLE_REMOTE]: true })],
    ['loading fails', () => loadRemote.mockRejectedValue(new Error('offline'))],
    ['the module has no component', () => loadRemote.mockResolvedValue({ something: 1 })],
  ])('renders nothing and tells the host when %s', async (_case, arrange) => {
    arrange();
    const { RemoteOverlay } = await overlayModule();
    const onUnavailable = vi.fn();
    await act(async () => {
      render(
        <div data-testid="page">
          page
          <RemoteOverlay remote="mf_test" exposed="Greeting" props={{ name: 'x' }} onUnavailable={onUnavailable} />
        </div>,
      );
    });
    expect(screen.getByTestId('page').textContent).toBe('page');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('keeps a component that throws inside its slot', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('broken remote');
      },
    });
    const { RemoteOverlay } = await overlayModule();
    const onUnavailable = vi.fn();
    await act(async () => {
      render(
        <main>
          <h1>The page</h1>
          <RemoteOverlay remote="mf_test" exposed="Broken" props={{}} onUnavailable={onUnavailable} />
        </main>,
      );
    });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('The page');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });
});
