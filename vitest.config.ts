import { defineConfig } from 'vitest/config';

/**
 * Unit tests beside the code (browser packages in happy-dom) and the API's integration tests. Two
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
          include: ['{shared,shell,mf-auth-signup,mf-members,mf-chat,mf-payments,mf-landers}/src/**/*.test.{ts,tsx}'],
        },
        define: { __BUILD_ID__: '"test"', __CONTAINER_NAME__: '"test"' },
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
