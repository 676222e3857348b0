import { safeConfig, safeStaticContent, safeUrl } from './safe-urls';
import remoteConfig from '../../fixtures/api/remoteConfig.json';
import staticContent from '../../fixtures/api/staticContent.json';
import type { AppConfig, StaticContent } from '../api/codecs/shell';

const ORIGIN = 'https://shop.kunsthalle.example';
const config = remoteConfig.data as unknown as AppConfig;
const content = staticContent.data as unknown as StaticContent;

describe('safeUrl', () => {
  it.each([
    'https://kunsthalle.example/',
    'http://kunsthalle.example/besuch',
    'mailto:shop@kunsthalle.example',
    'tel:+4940123456',
    '/de/page/terms',
    'page/terms',
    '//cdn.kunsthalle.example/logo.svg',
    '  https://kunsthalle.example/  ',
  ])('keeps %p', (raw) => {
    expect(safeUrl(raw, ORIGIN)).toBe(raw.trim());
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://shop.kunsthalle.example/1',
    'ftp://kunsthalle.example/',
    'http://[::1',
    '',
    '   ',
  ])('drops %p', (raw) => {
    expect(safeUrl(raw, ORIGIN)).toBeNull();
  });
});

describe('safeConfig', () => {
  it('the fixture’s configuration passes unchanged', () => {
    const report = jest.fn();
    expect(safeConfig(config, ORIGIN, report)).toEqual(config);
    expect(report).not.toHaveBeenCalled();
  });

  it('drops every unsafe configured link, says which, and keeps the safe ones', () => {
    const report = jest.fn();
    const hostile: AppConfig = {
      ...config,
      museumMainUrl: 'data:text/html,<b>x</b>',
      museumPerLanguageUrls: { de: 'vbscript:msgbox(1)', en: 'https://kunsthalle.example/en' },
      customTermsLinks: { de: { terms: { url: 'javascript:alert(1)', title: 'AGB' }, imprint: { url: '/de/page/imprint', title: 'Impressum' } } },
      partnerLogos: [
        {
          name: { de: 'Partner' },
          logos: [
            { image: 'data:image/svg+xml,<svg onload=alert(1)>', url: 'https://partner.example' },
            { image: 'https://partner.example/logo.png', url: 'javascript:alert(1)' },
            { image: '/img/ok.png', url: 'https://partner.example' },
          ],
        },
      ],
    };
    const safe = safeConfig(hostile, ORIGIN, report);
    expect(safe.museumMainUrl).toBe('');
    expect(safe.museumPerLanguageUrls).toEqual({ en: 'https://kunsthalle.example/en' });
    expect(safe.customTermsLinks).toEqual({ de: { imprint: { url: '/de/page/imprint', title: 'Impressum' } } });
    expect(safe.partnerLogos[0]?.logos).toEqual([{ image: 'https://partner.example/logo.png' }, { image: '/img/ok.png', url: 'https://partner.example' }]);
    expect(report.mock.calls.map((c) => c[0])).toEqual([
      'museumPerLanguageUrls.de',
      'customTermsLinks.de.terms',
      'partnerLogos.0.logos.0.image',
      'partnerLogos.0.logos.1.url',
      'museumMainUrl',
    ]);
  });
});

describe('safeStaticContent', () => {
  it('drops unsafe social links and banner images', () => {
    const report = jest.fn();
    const hostile: StaticContent = {
      ...content,
      banners: { home: [{ image: 'data:image/png;base64,AAAA', image_mobile: null }, { image: '/b.jpg', image_mobile: 'javascript:x' }] },
      social_media: [
        { name: 'Instagram', link: 'javascript:alert(1)', sequence_no: 1 },
        { name: 'Mastodon', link: 'https://social.example/@kunsthalle', sequence_no: 2 },
      ],
    };
    const safe = safeStaticContent(hostile, ORIGIN, report);
    expect(safe.banners).toEqual({ home: [{ image: '/b.jpg', image_mobile: null }] });
    expect(safe.social_media.map((s) => s.name)).toEqual(['Mastodon']);
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('one console line per dropped link, naming where it was', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    safeConfig({ ...config, museumMainUrl: 'data:text/html,x' }, ORIGIN);
    expect(warn).toHaveBeenCalledWith('Foyer: the configured link museumMainUrl was dropped: "data:text/html,x" is not http(s), mailto, tel or a path on this site');
    warn.mockRestore();
  });
});
