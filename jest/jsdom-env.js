// jsdom without Node's networking globals breaks RTK Query's fetchBaseQuery. This environment hands
// the test window Node's own fetch, Request, Response, Headers, AbortController and streams, so tests
// mock the network at the fetch level with real Response objects.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class JanmatJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // Node's Request and fetch refuse relative URLs; a browser resolves them against the page.
    const page = this.global;
    const absolute = (input) => (typeof input === 'string' ? new URL(input, page.location.href).href : input);
    page.Request = class extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    page.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }
}

module.exports = JanmatJsdomEnvironment;
