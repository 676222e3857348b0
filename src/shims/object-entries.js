// node-polyglot asks for the `object.entries` es-shim; every browser we support has the real
// thing, so webpack aliases the shim to it (saves ~18 KB of polyfill code in the first route).
module.exports = Object.entries;
