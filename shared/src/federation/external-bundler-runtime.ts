import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from './bundler-runtime-contract';

/**
 * What a released remote's entry uses in place of `@module-federation/webpack-bundler-runtime` (the
 * build swaps the module; ADR 0025): the shell's copy of its functions, with this container's own
 * state. The runtime core is the shell's already (`externalRuntime`).
 */

declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;
declare const __MF_RUNTIME_VERSION__: string;

type InitOptions = { name: string; version?: string; id?: string } & Record<string, unknown>;
interface Instance {
  options: { id?: string; name: string; version?: string };
  initOptions(options: InitOptions): void;
}

const provided = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as ProvidedBundlerRuntime | undefined;
if (!provided) {
  throw new Error('The shell did not provide the federation bundler runtime this remote needs.');
}
if (provided.version !== __MF_RUNTIME_VERSION__) {
  console.warn(`Remote built with federation runtime ${__MF_RUNTIME_VERSION__}, shell provides ${provided.version}.`);
}

const createInstance = provided.runtime.createInstance as (options: InitOptions) => Instance;

/** This container's instance among the page's, found as `@module-federation/runtime` finds it. */
function findInstance(name: string, version: string | undefined): Instance | undefined {
  const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
  const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__
    .__INSTANCES__;
  return instances.find(
    (instance) =>
      (buildId && instance.options.id === buildId) ||
      (instance.options.name === name && !instance.options.version && !version) ||
      (instance.options.name === name && version && instance.options.version === version),
  );
}

/**
 * `@module-federation/runtime`'s `init` for this container. The shell's module keeps the shell's
 * instance as its current one and knows only the shell's build identity, so a remote must not call it.
 */
function init(options: InitOptions): Instance {
  const normalized = { ...options, id: options.id || '' };
  const existing = findInstance(options.name, options.version);
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  // Creates and registers the instance without making it the shell's module's current one.
  return createInstance(normalized);
}

const federation = {
  runtime: { ...provided.runtime, init },
  instance: undefined,
  initOptions: undefined,
  // The functions are the shell's; the share scope object is this container's own. A host without
  // modules of its own to expose builds without `initContainerEntry`, which a remote's entry needs.
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry, S: {} } as ProvidedBundlerRuntime['bundlerRuntime'],
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
