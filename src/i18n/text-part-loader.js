/**
 * webpack loader for `locales/*.json?part=shell|rest` (src/i18n/load.ts). The shell's part holds
 * what the shell shows before the runtime starts (shell-texts.json: whole groups, and single
 * keys of groups the screens share); the rest holds every other group whole, so the two
 * together are the catalogue. A first visit downloads the shell's part only (docs/decisions.md
 * "A first visit without the runtime").
 */
const { URLSearchParams } = require('node:url');
const { groups, keys } = require('./shell-texts.json');

function shellPart(phrases) {
  const part = {};
  for (const group of groups) if (group in phrases) part[group] = phrases[group];
  for (const path of keys) {
    const [group, key] = path.split('.');
    if (phrases[group] && key in phrases[group]) (part[group] ??= {})[key] = phrases[group][key];
  }
  return part;
}

function restPart(phrases) {
  return Object.fromEntries(Object.entries(phrases).filter(([group]) => !groups.includes(group)));
}

module.exports = function textPart(source) {
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('part');
  if (part !== 'shell' && part !== 'rest') throw new Error(`text-part-loader: part must be shell or rest, not ${String(part)}`);
  const phrases = JSON.parse(source);
  return JSON.stringify(part === 'shell' ? shellPart(phrases) : restPart(phrases));
};
