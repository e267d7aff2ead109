// One base for the three jest projects: the swc transform (Nest needs legacy decorators and their metadata).
/** @type {import('jest').Config} */
const base = {
  transform: {
    '^.+\\.(ts|js)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: false },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // trading-signals and content-disposition (under @fastify/static) ship ES modules only: compiled to
  // CommonJS like our own files (Node loads them natively; jest's module loader does not).
  transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?(trading-signals|content-disposition)/)'],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
};

/** Integration and browser tests share one migrated database per run. */
const withDatabase = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
  // npm test runs the files one at a time in one worker process (--maxWorkers=1), recycled past this
  // much memory: in-band, every Nest app a file started stayed on one heap, which grew past 3 GB and
  // paused long enough in garbage collection for Redis and PostgreSQL clients to time out.
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/server/src/**/*.spec.ts', '<rootDir>/test/{load,bench,deploy}/**/*.spec.ts'] },
    { ...base, ...withDatabase, displayName: 'integration', testMatch: ['<rootDir>/test/integration/**/*.e2e-spec.ts'] },
    { ...base, ...withDatabase, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.e2e-spec.ts'] },
    // Each fault spec starts its own Redis and PostgreSQL cluster (test/faults/support): no shared setup.
    { ...base, displayName: 'faults', testMatch: ['<rootDir>/test/faults/**/*.fault-spec.ts'] },
  ],
};
