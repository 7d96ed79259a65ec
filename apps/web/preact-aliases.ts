// The web app is written against React's API and runs on Preact (preact/compat), which gives
// the same components and hooks in a fraction of react-dom's size (docs/decisions/015). Every
// import of React's packages resolves to Preact's: in the browser's build, the server's
// renderer and the unit tests alike, so what is tested is what runs. TypeScript still reads
// React's types.
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
