import { ENDPOINT_NAMES, endpoints, SHOP_ID, type EndpointDef, type EndpointName } from './endpoints';
import { responseCodecOf } from './all-response-codecs';

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
