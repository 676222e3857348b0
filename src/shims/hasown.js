// Native stand-in for the `hasown` package node-polyglot pulls in (see object-entries.js).
module.exports = Object.hasOwn || Function.call.bind(Object.prototype.hasOwnProperty);
