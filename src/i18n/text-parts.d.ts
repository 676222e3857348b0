// The locale files split for the first visit (text-part-loader.js); jest maps them to the whole file.
declare module '*.json?part=shell' {
  const phrases: import('./phrases').Phrases;
  export default phrases;
}
declare module '*.json?part=rest' {
  const phrases: import('./phrases').Phrases;
  export default phrases;
}
