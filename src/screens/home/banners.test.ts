import { cleanImagePath, normalizeBanners } from './banners';

describe('banners (000 §3)', () => {
  it('strips the public prefix and the width placeholder', () => {
    expect(cleanImagePath('public://banners/{width}/licht.jpg')).toBe('/banners/licht.jpg');
    expect(cleanImagePath('https://museum.example/styles/{width}/public/x.jpg')).toBe('https://museum.example/styles/public/x.jpg');
    expect(cleanImagePath('/img/x.jpg')).toBe('/img/x.jpg');
  });

  it('treats empty paths as no image', () => {
    expect(cleanImagePath('')).toBeNull();
    expect(cleanImagePath('  ')).toBeNull();
    expect(cleanImagePath(null)).toBeNull();
    expect(cleanImagePath('public://')).toBeNull();
  });

  it('removes banners without an image and groups left empty', () => {
    expect(
      normalizeBanners({
        home: [
          { image: 'public://{width}/a.jpg', image_mobile: 'public://{width}/a-m.jpg' },
          { image: '', image_mobile: 'public://b-m.jpg' },
        ],
        merchandise: [{ image: '', image_mobile: '' }],
      }),
    ).toEqual({ home: [{ image: '/a.jpg', image_mobile: '/a-m.jpg' }] });
  });
});
