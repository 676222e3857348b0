/**
 * jsdom plus the WHATWG fetch classes Node has and jsdom lacks (Request, Response, Headers,
 * AbortController, TextEncoder…), which react-router's data routers need. Used by component
 * tests that mount a router, with the docblock
 *   /** @jest-environment ./test/helpers/jsdom-env.js *\/
 * AbortController comes from Node too, so the signals react-router hands to Node's Request
 * are the kind Node's Request accepts.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'FormData', 'fetch', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone'];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (name === 'AbortController' || name === 'AbortSignal' || this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
