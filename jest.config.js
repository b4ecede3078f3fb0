/**
 * Jest, in two tiers (docs/testing.md):
 *   unit         everything that runs in a second or so: no Gatsby build, no Java, no browser, no real photos or Blobs
 *                service (`npm run test:unit`);
 *   integration  real Gatsby builds of throw-away copies, the Nu HTML checker (Java), the deploy pipeline's tests,
 *                and the photos and deletions on both store kinds (`npm run test:integration`).
 * Browser tests live in e2e/ and run with Playwright. Plain CommonJS: Jest reads a TypeScript config only through
 * ts-node, which the project does not install.
 */
const INTEGRATION = [
  '<rootDir>/__tests__/build/throwaway-builds.test.ts',
  // A photo's decoding and the local Blobs service: real photos (12 and 48 MP) and a second store kind, 30-40 s.
  '<rootDir>/__tests__/server/photos.test.ts',
  '<rootDir>/__tests__/server/leadDeletion.test.ts',
  '<rootDir>/__tests__/build/developGuard.test.ts',
  '<rootDir>/__tests__/quality/nuHtml.test.ts',
  // A real Playwright run with a server of its own, stopped as npm test stops its steps.
  '<rootDir>/__tests__/cli/steps.test.ts',
  '<rootDir>/__tests__/deploy/',
];

const shared = {
  testEnvironment: 'jsdom',
  // The root holds __mocks__/ for node modules (gatsby), so it is one of the roots.
  roots: ['<rootDir>'],
  modulePathIgnorePatterns: ['<rootDir>/public/', '<rootDir>/.cache/'],
  transform: {
    '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js',
    // Swiper ships ES modules only.
    '^.+\\.mjs$': '<rootDir>/jest-preprocess.js',
  },
  transformIgnorePatterns: ['node_modules/(?!(swiper|ssr-window|dom7)/)'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/__mocks__/style.js',
    '^swiper/css.*$': '<rootDir>/__mocks__/style.js',
  },
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
};

module.exports = {
  // Once, before every project: files the tests read that the build makes too (testing/jestGlobalSetup.ts).
  globalSetup: '<rootDir>/testing/jestGlobalSetup.ts',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/__tests__/**/*.test.[jt]s?(x)'], testPathIgnorePatterns: ['/node_modules/', ...INTEGRATION] },
    { ...shared, displayName: 'integration', testMatch: INTEGRATION.map((entry) => (entry.endsWith('/') ? `${entry}**/*.test.ts` : entry)) },
  ],
};
