// Gatsby's runtime is not available in Jest: static queries are stubbed per test and Link is a plain anchor.
// Plain CommonJS, as Jest loads module mocks with require.
const React = require('react');

module.exports = {
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, replace, to, ...rest }) =>
      React.createElement('a', { ...rest, href: to }),
    ),
  navigate: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
