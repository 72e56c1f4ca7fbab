import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from './bundler-runtime-contract';

interface FakeInstance {
  options: { id?: string; name: string; version?: string };
  initOptions: ReturnType<typeof vi.fn>;
}

const instances: FakeInstance[] = [];
const remotes = vi.fn();
const shellInit = vi.fn();
const createInstance = vi.fn((options: { name: string; version?: string; id?: string }) => {
  const instance: FakeInstance = { options, initOptions: vi.fn() };
  instances.push(instance);
  return instance;
});

function provide(version = '2.9.2'): ProvidedBundlerRuntime {
  const provided: ProvidedBundlerRuntime = {
    version,
    bundlerRuntime: { remotes, S: { shell: {} } },
    attachShareScopeMap: vi.fn(),
    runtime: { init: shellInit, createInstance },
  };
  vi.stubGlobal(BUNDLER_RUNTIME_GLOBAL, provided);
  return provided;
}

/** A fresh copy of the module, as each remote's entry has its own. */
async function remoteFederation() {
  vi.resetModules();
  return (await import('./external-bundler-runtime')).default;
}

beforeEach(() => {
  instances.length = 0;
  vi.stubGlobal('__MF_RUNTIME_VERSION__', '2.9.2');
  vi.stubGlobal('__FEDERATION__', { __INSTANCES__: instances });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("a remote's entry on the shell's bundler runtime", () => {
  it("uses the shell's functions with a share scope of its own in every container", async () => {
    const provided = provide();
    const first = await remoteFederation();
    const second = await remoteFederation();
    expect(first.bundlerRuntime.remotes).toBe(remotes);
    expect(first.attachShareScopeMap).toBe(provided.attachShareScopeMap);
    expect(first.bundlerRuntime.S).toEqual({});
    expect(first.bundlerRuntime.S).not.toBe(second.bundlerRuntime.S);
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    // The shell builds without it (it exposes nothing); a remote's entry needs it.
    expect(typeof first.bundlerRuntime.initContainerEntry).toBe('function');
  });

  it('creates its own instance without making it the shell runtime module’s current one', async () => {
    provide();
    instances.push({ options: { name: 'shell', id: 'shell:1.0.0' }, initOptions: vi.fn() });
    const federation = await remoteFederation();
    const instance = federation.runtime.init({ name: 'mf_chat' });
    expect(createInstance).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf_chat', id: '' }));
    expect(instance.options.name).toBe('mf_chat');
    expect(shellInit).not.toHaveBeenCalled();
    expect(instances[0]!.initOptions).not.toHaveBeenCalled();
  });

  it('gives its options to the instance of its own name when the page has one already', async () => {
    provide();
    const existing: FakeInstance = { options: { name: 'mf_chat' }, initOptions: vi.fn() };
    instances.push(existing);
    const federation = await remoteFederation();
    expect(federation.runtime.init({ name: 'mf_chat', shared: {} })).toBe(existing);
    expect(existing.initOptions).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf_chat', id: '' }));
    expect(createInstance).not.toHaveBeenCalled();
  });

  it('fails loudly when the shell does not provide it', async () => {
    await expect(remoteFederation()).rejects.toThrow(/did not provide the federation bundler runtime/);
  });
});
