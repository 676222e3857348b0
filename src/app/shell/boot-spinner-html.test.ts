import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BootSpinner } from './BootScreens';

describe("index.html's waiting state", () => {
  it('is BootSpinner as React renders it, so the two cannot drift apart and nothing changes when the frame takes over', () => {
    // docs/decisions.md "Before the code runs, the page is the frame's waiting state, without text".
    const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
    const root = /<div id="root">(.*)<\/div>\n/.exec(html)?.[1];
    expect(root).toBe(renderToStaticMarkup(createElement(BootSpinner)));
  });
});
