/** Unit and component tests (Jest + Testing Library). Browser tests live in e2e/ and run with Playwright. */
module.exports = {
  testEnvironment: 'jsdom',
  // The root holds __mocks__/ for node modules (gatsby), so it is one of the roots.
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/__tests__/**/*.test.[jt]s?(x)'],
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
