import { afterEach, describe, expect, it } from 'vitest';
import { afterLoginPath, loginPath, rememberNext, safeNext, takeAfterLoginPath } from './after-login';

afterEach(() => sessionStorage.clear());

describe('the address kept through login (issue 13 point 5)', () => {
  it('accepts a path of this site with its query', () => {
    expect(safeNext('/admin/contracts/abc?status=X')).toBe('/admin/contracts/abc?status=X');
  });

  it('refuses other origins and the login screens (no open redirect)', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'admin',
      '/login',
      null,
    ]) {
      expect(safeNext(bad)).toBeNull();
    }
  });

  it('builds the login address and keeps the wanted one until it is taken', () => {
    expect(loginPath('/admin/users')).toBe('/login?next=%2Fadmin%2Fusers');
    expect(loginPath('//evil.example')).toBe('/login');
    rememberNext('?next=%2Fadmin%2Fusers');
    expect(afterLoginPath()).toBe('/admin/users');
    expect(takeAfterLoginPath()).toBe('/admin/users');
    expect(afterLoginPath()).toBe('/admin/home');
    rememberNext('?next=https%3A%2F%2Fevil.example');
    expect(afterLoginPath()).toBe('/admin/home');
  });
});
