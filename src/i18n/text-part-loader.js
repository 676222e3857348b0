/**
 * webpack loader for `locales/*.json?part=shell|rest` (src/i18n/load.ts): the groups the shell
 * shows before the runtime starts (shell-groups.json), or all the others. A first visit
 * downloads the shell's part only (docs/decisions.md "A first visit without the runtime").
 */
const { URLSearchParams } = require('node:url');
const SHELL_GROUPS = require('./shell-groups.json');

module.exports = function textPart(source) {
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('part');
  if (part !== 'shell' && part !== 'rest') throw new Error(`text-part-loader: part must be shell or rest, not ${String(part)}`);
  const phrases = JSON.parse(source);
  const kept = Object.entries(phrases).filter(([group]) => SHELL_GROUPS.includes(group) === (part === 'shell'));
  return JSON.stringify(Object.fromEntries(kept));
};
