import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from './bundler-runtime-contract';

declare const __webpack_require__: { federation: Omit<ProvidedBundlerRuntime, 'version'> };
declare const __MF_RUNTIME_VERSION__: string;

/**
 * A runtime plugin of the shell: before its federation instance starts, it puts its copy of the bundler
 * runtime on a global, so that a remote's entry reuses it instead of carrying its own (about 4.5 KiB
 * brotli per remote entry; ADR 0025). Like `provideExternalRuntime`, which does the same for the
 * runtime core.
 */
export default function provideBundlerRuntimePlugin() {
  return {
    name: 'provide-bundler-runtime',
    beforeInit<T>(args: T): T {
      const { bundlerRuntime, attachShareScopeMap, runtime } = __webpack_require__.federation;
      const provided: ProvidedBundlerRuntime = {
        version: __MF_RUNTIME_VERSION__,
        bundlerRuntime,
        attachShareScopeMap,
        runtime,
      };
      (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] ??= provided;
      return args;
    },
  };
}
