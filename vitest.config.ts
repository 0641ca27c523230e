import { defineConfig } from 'vitest/config';

const server = {
  globalSetup: ['packages/db/src/testing/global-setup.ts'],
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          exclude: ['**/*.redis.test.ts'],
          ...server,
        },
      },
      // Needs a Redis server (TEST_REDIS_URL); .ci/run runs it against the machine's Redis.
      { test: { name: 'redis', include: ['apps/api/src/**/*.redis.test.ts'], ...server } },
    ],
  },
});
