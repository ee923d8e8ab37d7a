import { describe, expect, it } from 'vitest';
import { AppLink, MonthKey, ObjectId, Point, WebUrl } from './primitives.js';

describe('contract primitives (platform-contract §3, §5)', () => {
  it.each([
    ['5f8d0d55b54764421b7156c9', true],
    ['5F8D0D55B54764421B7156C9', true],
    ['5f8d0d55b54764421b7156c', false],
    ['5f8d0d55b54764421b7156c9a', false],
    ['5f8d0d55b54764421b7156cz', false],
  ])('ObjectId %s valid: %s', (value, ok) => {
    expect(ObjectId.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['2026-01', true],
    ['2099-12', true],
    ['1999-12', false],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['26-01', false],
  ])('month key %s valid: %s', (value, ok) => {
    expect(MonthKey.safeParse(value).success).toBe(ok);
  });

  it.each([
    [{ type: 'Point', coordinates: [10.75, 59.91] }, true],
    [{ type: 'Point', coordinates: [10.75] }, false],
    [{ type: 'Point', coordinates: [10.75, 59.91, 3] }, false],
    [{ type: 'Polygon', coordinates: [10.75, 59.91] }, false],
  ])('Point %j valid: %s', (value, ok) => {
    expect(Point.safeParse(value).success).toBe(ok);
  });

  // Issue 19 §5: https anywhere, http only on a loopback host, never another scheme.
  it.each([
    ['https://www.example.no/spotpris?x=1', true],
    ['https://[2001:db8::1]/', true],
    ['http://localhost:3000/login', true],
    ['http://127.0.0.1/', true],
    ['http://127.12.0.1:8080', true],
    ['http://[::1]:3000/', true],
    ['http://www.example.no/', false],
    ['http://localhost.example.no/', false],
    ['http://127.0.0.1@evil.example/', false],
    ['http://127.0.0.1.evil.example/', false],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://files.example.no/a.pdf', false],
    ['https:evil.example', false],
    ['//evil.example/', false],
  ])('WebUrl %s valid: %s', (value, ok) => {
    expect(WebUrl.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['https://www.example.no/app/open', true],
    ['ampere://dashboard', true],
    ['bright-energi:invoice/1', true],
    ['http://localhost:3000/x', true],
    ['http://www.example.no/', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['file:///etc/passwd', false],
    ['intent://x#Intent;end', false],
  ])('AppLink %s valid: %s', (value, ok) => {
    expect(AppLink.safeParse(value).success).toBe(ok);
  });
});
