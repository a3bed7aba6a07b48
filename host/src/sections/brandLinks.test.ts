import { BRAND_EMAIL_HREF, phoneHref } from './brandLinks';
import { BRAND } from '../brand';

describe('brand contact links', () => {
  it('dials a number written with spaces or dashes', () => {
    expect(phoneHref('0113 496 0800')).toBe('tel:01134960800');
    expect(phoneHref('+44 113-496-0800')).toBe('tel:+441134960800');
  });

  it('mails the brand address', () => {
    expect(BRAND_EMAIL_HREF).toBe(`mailto:${BRAND.email}`);
  });
});
