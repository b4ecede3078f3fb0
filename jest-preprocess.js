// Plain CommonJS, as Jest loads its transformer with require (a TypeScript one would need ts-node). SWC compiles the
// TypeScript, JSX and Swiper's ES modules for Jest, and lifts jest.mock() calls above the imports as babel-jest does.
// It replaced Babel with Gatsby's preset, which took about 40 s of CPU to compile the files of a fresh clone's first
// run: the unit tier took 119 s of CPU cold and 77 s warm with Babel, 71 s cold with SWC (both tiers pass the same).
// The site itself is still compiled by Gatsby's Babel; nothing the tests check depends on the compiler.
module.exports = require('@swc/jest').createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});
