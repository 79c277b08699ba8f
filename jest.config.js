// Unit specs live beside the code (src, *.spec.ts); integration specs in test/integration (*.spec.ts)
// need no database; e2e specs in test/ (*.e2e-spec.ts) run the app on real PostgreSQL.
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] };
// Packages that ship only as ES modules, compiled to CommonJS for Jest like the project's own
// files (Jest requires ES modules only on Node 24.9+ with --experimental-vm-modules; the built
// service on Node >= 20.19 can): the contract tests' second validator (@hyperjump/json-schema) and
// its dependencies, and the OpenID Connect client (openid-client, oauth4webapi, jose).
const esmPackages = ['@hyperjump', 'uuid', 'just-curry-it', 'openid-client', 'oauth4webapi', 'jose'];
const e2eTransform = {
  ...transform,
  '^.+\\.js$': [
    'ts-jest',
    { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022' }, isolatedModules: true },
  ],
};

// The '@/' alias of tsconfig.json's paths.
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/src/$1' };

module.exports = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  maxWorkers: process.env.JEST_MAX_WORKERS ?? '50%',
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      moduleNameMapper,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform,
    },
    {
      // Several units together without the HTTP app or a database (e.g. a service against the
      // upstream simulator).
      displayName: 'integration',
      rootDir: __dirname,
      moduleNameMapper,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/integration/**/*.spec.ts'],
      // test/support loads the contract validators too.
      transform: e2eTransform,
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      moduleNameMapper,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform: e2eTransform,
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    },
  ],
};
