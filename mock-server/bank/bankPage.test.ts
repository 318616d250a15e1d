import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_PAGE } from '../db';
import { isBankPage, paymentPageFor, returnUrl } from './bankPage';

describe('the mock bank page', () => {
  it('is found by its path, or by its query in the demo (any folder)', () => {
    expect(isBankPage(new URL('http://localhost/mock-bank?order=10001&lang=ru'))).toBe(true);
    expect(isBankPage(new URL('http://host/demo/?mockBank=1&order=10001&lang=en#/'))).toBe(true);
    expect(isBankPage(new URL('http://localhost/spasibo?order=10001'))).toBe(false);
    expect(isBankPage(new URL('http://localhost/mock-banking'))).toBe(false);
  });

  it("is the default page, and the folder's home in the demo", () => {
    expect(paymentPageFor(false, '/any', DEFAULT_PAYMENT_PAGE)).toBe(DEFAULT_PAYMENT_PAGE);
    expect(paymentPageFor(true, '/demo/', DEFAULT_PAYMENT_PAGE)).toBe(
      '/demo/?mockBank=1&order={orderId}&lang={lang}',
    );
    expect(paymentPageFor(true, '/demo/index.html', DEFAULT_PAYMENT_PAGE)).toBe(
      '/demo/index.html?mockBank=1&order={orderId}&lang={lang}',
    );
  });

  it("sends the customer back to /spasibo in the right language, through the folder's home in the demo", () => {
    expect(returnUrl(10001, 'ru', false, '/mock-bank')).toBe('/spasibo?order=10001');
    expect(returnUrl(10001, 'en', false, '/mock-bank')).toBe('/en/spasibo?order=10001');
    expect(returnUrl(10002, 'en', true, '/demo/')).toBe('/demo/#/en/spasibo?order=10002');
  });
});
