// Side-effect stylesheet imports (the fonts) are bundled into dist/index.css by tsup.
declare module '*.css';
