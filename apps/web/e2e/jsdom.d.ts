// jsdom ships no types and @types/jsdom is not a dependency: the one constructor the e2e files use to read server
// HTML as a browser would.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
