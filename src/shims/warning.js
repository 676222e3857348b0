// Stand-in for the `warning` package: polyglot's warnings still reach the console in
// development builds and cost nothing in production.
module.exports = function warning(condition, message) {
  if (!condition && process.env.NODE_ENV !== 'production') console.warn(message);
};
