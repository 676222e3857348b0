import { ENDPOINT_NAMES, endpoints, SHOP_ID, type EndpointDef, type EndpointName } from './endpoints';
import { queryCodecOf, responseCodecOf } from './all-response-codecs';
import { buildRequest } from './request';
import { isRight } from 'fp-ts/Either';

const all = ENDPOINT_NAMES.map((name): [EndpointName, EndpointDef] => [name, endpoints[name]]);

describe('endpoints table', () => {
  it('uses each key as the endpoint name', () => {
    expect(all.filter(([key, def]) => key !== def.name)).toEqual([]);
  });

  it('covers every call of the agreed table', () => {
    expect(ENDPOINT_NAMES).toHaveLength(43);
    for (const name of ['remoteConfig', 'staticContent', 'staticPage', 'metaData', 'paymentTypes', 'customerFormData', 'customerData', 'shippingCosts']) {
      expect(ENDPOINT_NAMES).toContain(name);
    }
  });

  it('puts the shop id as a shop/160 segment in exactly the shop-scoped calls', () => {
    expect(SHOP_ID).toBe(160);
    const scoped = all.filter(([, def]) => def.path.includes(`shop/${SHOP_ID}`)).map(([name]) => name);
    expect(scoped.sort()).toEqual(['merchandiseCategories', 'merchandiseList', 'paymentInit', 'voucherCategories', 'voucherList']);
  });

  it('writes each query as the caller gives it: every query codec decodes a query to itself and encodes it as it is, so a lazy one needs no codec in the browser', () => {
    // endpoint-def.ts `query`: request.ts writes a lazy query without its encoder.
    const samples: Partial<Record<EndpointName, Record<string, unknown>>> = {
      merchandiseList: { category: 51, product_kind: 13 },
      merchandiseCategories: { product_kind: 13 },
      merchandiseSingle: { article: 7 },
      paymentExec: { us: 'u', sessionUs: 's', srcURL: 'https://museum.example/de/checkout' },
      paymentCancel: { cartId: 'c-1' },
      eventLifetime: { event: 3 },
      dayTicketList: { date: '2030-05-01' },
      tourOverview: { date: '2030-05-01', lookahead: 30 },
      tourSingle: { tour: 4, date: '2030-05-01' },
      voucherList: { group: 2 },
      voucherCodeLookup: { voucher: 'ABC-123' },
    };
    const withQuery = ENDPOINT_NAMES.filter((name) => queryCodecOf(name) !== undefined);
    expect(Object.keys(samples).sort()).toEqual([...withQuery].sort());
    for (const name of withQuery) {
      const codec = queryCodecOf(name)!;
      const sample = samples[name]!;
      const decoded = codec.decode(sample);
      expect([name, isRight(decoded) && decoded.right]).toEqual([name, sample]);
      expect([name, codec.encode(sample)]).toEqual([name, sample]);
    }
    const { url } = buildRequest(endpoints.merchandiseList, { query: { product_kind: 13, category: 51 } }, { base: '/api/', lang: 'de', token: null });
    expect(url).toBe('/api/de/merchandise/list/shop/160?product_kind=13&category=51');
  });

  it('gives bodies only to POST calls', () => {
    expect(all.filter(([, def]) => def.method === 'GET' && def.body !== undefined)).toEqual([]);
  });

  it('sends the token on the calls spec 001 §6 lists (payment types, payment init, exec and cancel, password, email, customer update), plus customer data and shipping costs', () => {
    const withToken = all.filter(([, def]) => def.token).map(([name]) => name);
    expect(withToken.sort()).toEqual(
      ['customerData', 'customerUpdate', 'customerValidate', 'emailChange', 'passwordChange', 'paymentCancel', 'paymentExec', 'paymentInit', 'paymentTypes', 'shippingCosts'].sort(),
    );
  });

  it('marks the calls that return tokens or personal data as sensitive', () => {
    const sensitive = all.filter(([, def]) => def.sensitive).map(([name]) => name);
    expect(sensitive.sort()).toEqual(['customerData', 'guestRegister', 'login', 'passwordConfirm']);
  });

  it('has unique method + path pairs, so the sandbox can route unambiguously', () => {
    const keys = all.map(([, def]) => `${def.method} ${def.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names every response codec, so decode errors and docs can refer to it', () => {
    expect(all.filter(([name]) => /[{}[\]]/.test(responseCodecOf(name).name))).toEqual([]);
  });
});
