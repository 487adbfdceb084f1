import { describe, expect, it } from 'vitest';
import { IMAGE_URL_RULE, imageUrlProblem } from './image-url.ts';

describe('imageUrlProblem', () => {
  it('accepts http(s) image files and the app’s own media and icon paths', () => {
    for (const url of [
      'https://cdn.example.com/ads/spring.png',
      'http://images.example.org/logo.JPG',
      'https://cdn.example.com/a/b.webp',
      '/media/logo.svg?text=AT&hue=20',
      '/media/ad.svg?title=Alamo%20Tacos',
      '/icons/categories/dining.svg',
    ]) {
      expect(imageUrlProblem(url), url).toBeNull();
    }
  });

  it('refuses API paths, however they are spelt or hidden', () => {
    for (const url of [
      '/api/account/logout',
      '/API/account/logout',
      '/%61pi/account/logout',
      '/media/../api/account/logout',
      '/media/%2e%2e/api/account/logout',
      '/media/..%2Fapi/account/logout',
      'https://citybook.example/api/account/logout',
      'https://citybook.example/api/account/logout?x=.png',
    ]) {
      expect(imageUrlProblem(url), url).toBe('must not be an API address');
    }
  });

  it('refuses other schemes, other own paths, non-image files and credentials', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'ftp://example.com/logo.png',
      'file:///etc/passwd',
      '//evil.example/logo.png',
      'logo.png',
      'example.com/logo.png',
      '/account/profile',
      '/assets/index.js',
      'https://example.com/page.html',
      'https://example.com/',
    ]) {
      expect(imageUrlProblem(url), url).toBe(IMAGE_URL_RULE);
    }
    expect(imageUrlProblem('https://user:secret@example.com/logo.png')).toBe(
      'must not hold a user name or password',
    );
  });
});
