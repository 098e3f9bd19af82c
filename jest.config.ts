import type { Config } from 'jest';

// ts-jest compiles each file on its own (tsconfig has isolatedModules); types are
// checked once by `npm run typecheck`.
const tsJest = {
  '^.+\\.tsx?$': [
    'ts-jest',
    { tsconfig: { module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', sourceMap: true, allowJs: true } },
  ],
} as const;

// msw and its helpers ship ESM only; let ts-jest transpile them.
const ESM_PACKAGES = [
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  '@bundled-es-modules',
  'is-node-process',
];

const SERVER_ESM_PACKAGES = ['content-disposition', 'cookie', 'jose'];

const config: Config = {
  // Opening PGlite (WebAssembly PostgreSQL) and hashing passwords take seconds on a busy machine.
  testTimeout: 60_000,
  // A worker per core. Jest's default keeps a core for its own process, which on a 2-core
  // machine means running every file in that one process, one after another; the suites
  // are files that share nothing (each server test opens its own database), and with two
  // workers the whole run took 420 s instead of 800 s.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/shared/'],
      setupFiles: ['<rootDir>/src/test/env.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/__mocks__/styleMock.ts',
        '\\.(svg|png|jpe?g|webp|avif|gif|mp4|webm)$': '<rootDir>/__mocks__/fileMock.ts',
      },
      transform: { ...tsJest, '^.+\\.m?js$': tsJest['^.+\\.tsx?$'] },
      transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    },
    {
      // The layer both programs use runs without a DOM, as on the server.
      displayName: 'shared',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/shared'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
    },
    {
      // The build's own code (the transformer the bundles are made with), the benchmarks' tools
      // and the lint rules' own tests.
      displayName: 'build',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts', '<rootDir>/bench', '<rootDir>/eslint'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: { ...tsJest, '^.+\\.m?js$': tsJest['^.+\\.tsx?$'] },
      // Dependencies of Fastify plugins that ship ESM only.
      transformIgnorePatterns: [`/node_modules/(?!(${SERVER_ESM_PACKAGES.join('|')})/)`],
    },
  ],
};

export default config;
