// Plain CommonJS, as Jest loads its transformer with require (a TypeScript one would need ts-node): Babel with
// Gatsby's preset, TypeScript and styled-components' plugin, as the site is compiled.
const babelOptions = {
  presets: ['babel-preset-gatsby', '@babel/preset-typescript'],
  plugins: ['babel-plugin-styled-components'],
};

module.exports = require('babel-jest').default.createTransformer(babelOptions);
