import { defineConfig } from 'vitest/config';

const BROWSER_PACKAGES = '{shared,shell,mf-auth-signup,mf-members,mf-chat,mf-payments,mf-landers}';
const BUILD_DEFINES = { __BUILD_ID__: '"test"', __CONTAINER_NAME__: '"test"' };

/**
 * Unit tests beside the code (browser packages: components in happy-dom, logic in Node) and the API's integration tests. Two
 * workers: Vitest's default on a 2-core machine is one, and every API test file has databases of its
 * own (PGlite in memory, a PostgreSQL database copied from a template), so files run side by side.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: [`${BROWSER_PACKAGES}/src/**/*.test.tsx`],
        },
        define: BUILD_DEFINES,
      },
      {
        // The browser packages' logic in plain Node, with no DOM to set up for each file. A
        // file that needs one says so in its first line (`// @vitest-environment happy-dom`).
        test: {
          name: 'unit',
          environment: 'node',
          include: [`${BROWSER_PACKAGES}/src/**/*.test.ts`],
        },
        define: BUILD_DEFINES,
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/src/**/*.test.ts', 'api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['api/test/support/global-setup.ts'],
        },
      },
    ],
  },
});
