/**
 * The federation bundler runtime as the shell hands it to remotes (ADR 0025): the functions of
 * `@module-federation/webpack-bundler-runtime`, which take the container they work for as an argument
 * and hold no state of their own, and the `@module-federation/runtime` module they call.
 */

/** The global the shell puts its bundler runtime on; read by every remote's entry. */
export const BUNDLER_RUNTIME_GLOBAL = '_APP_FEDERATION_BUNDLER_RUNTIME';

/** What the shell provides. The version is the one package version of the whole repository. */
export interface ProvidedBundlerRuntime {
  version: string;
  bundlerRuntime: Record<string, unknown> & { S?: unknown };
  attachShareScopeMap: unknown;
  runtime: Record<string, unknown>;
}
