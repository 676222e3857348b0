/** @jest-environment jsdom */
import { Subject } from 'rxjs';
import type * as E from 'fp-ts/Either';
import type { ApiError } from '../api/errors';
import type { StaticContent } from '../api/codecs/shell';
import { applyDocumentMeta, loadShellData, supportEmailOf, type ShellData } from './shell-data';
import { fakeApi, httpError, ok, wire } from '../../test/helpers/fake-api';
import metaFixture from '../../fixtures/api/metaData.json';
import staticContentFixture from '../../fixtures/api/staticContent.json';
import paymentTypesFixture from '../../fixtures/api/paymentTypes.json';

const meta = metaFixture.data;
/** The answers are promises: their callbacks run once the microtasks queued so far have run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const staticContent = staticContentFixture.data as StaticContent;

describe('loadShellData', () => {
  it('loads meta data and static content once, each arriving on its own; payment types when asked (the runtime starts)', async () => {
    const content = new Subject<E.Either<ApiError, StaticContent>>();
    const api = fakeApi({ metaData: ok(meta), staticContent: () => content, paymentTypes: wire('paymentTypes', paymentTypesFixture.data) });
    const shell = loadShellData(api.requests, 'https://shop.example');
    const seen: ShellData[] = [];
    shell.data.subscribe((d) => seen.push(d));
    await settled();
    expect(shell.current()).toEqual({ meta, staticContent: null, paymentTypes: null });
    shell.reloadPaymentTypes();
    await settled();
    expect(shell.current()).toEqual({ meta, staticContent: null, paymentTypes: paymentTypesFixture.data });
    content.next(ok(staticContent));
    await settled();
    expect(shell.current().staticContent).toEqual(staticContent);
    expect(api.calls.map((c) => c.name).sort()).toEqual(['metaData', 'paymentTypes', 'staticContent']);
    expect(seen.at(-1)).toEqual(shell.current());
  });

  it('a failing call leaves its part empty (000 §7: static content not 200 → nothing happens)', async () => {
    const api = fakeApi({ metaData: httpError(500), staticContent: httpError(404), paymentTypes: httpError(401) });
    const shell = loadShellData(api.requests, 'https://shop.example');
    await settled();
    expect(shell.current()).toEqual({ meta: null, staticContent: null, paymentTypes: null });
  });

  it('payment types can be reloaded (after login)', async () => {
    let n = 0;
    const api = fakeApi({ metaData: ok(meta), staticContent: ok(staticContent), paymentTypes: () => (++n === 1 ? httpError(401) : wire('paymentTypes', paymentTypesFixture.data)) });
    const shell = loadShellData(api.requests, 'https://shop.example');
    shell.reloadPaymentTypes();
    await settled();
    expect(shell.current().paymentTypes).toBeNull();
    shell.reloadPaymentTypes();
    await settled();
    expect(shell.current().paymentTypes).toEqual(paymentTypesFixture.data);
  });
});

describe('supportEmailOf', () => {
  it('the remote configuration’s address first, else the meta data’s, else none', () => {
    expect(supportEmailOf({ supportEmail: 'config@museum.example' }, { ...meta, supportEmail: 'meta@museum.example' })).toBe('config@museum.example');
    expect(supportEmailOf({}, { ...meta, supportEmail: 'meta@museum.example' })).toBe('meta@museum.example');
    expect(supportEmailOf({ supportEmail: '' }, { ...meta, supportEmail: 'meta@museum.example' })).toBe('meta@museum.example');
    expect(supportEmailOf({}, null)).toBe('');
  });
});

describe('applyDocumentMeta', () => {
  it('writes description and keywords into the head, updating existing tags', () => {
    document.head.innerHTML = '<meta name="description" content="old">';
    applyDocumentMeta(document, meta);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(meta.description);
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(meta.keywords);
    applyDocumentMeta(document, null);
    applyDocumentMeta(document, { description: '', keywords: '' });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(meta.description);
  });
});
