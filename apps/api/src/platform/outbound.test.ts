import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReservedAddress, namesReservedHost, postOutbound, RESERVED_ADDRESS } from './outbound';

describe('addresses a user-named request may not reach', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.200.1.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['not an address', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['203.0.113.7', false],
    ['2a00:1450:4010::200e', false],
    ['::ffff:8.8.8.8', false],
    // issue 28 point 5: every IPv6 form that carries an IPv4 address is judged by that address
    ['::127.0.0.1', true],
    ['::7f00:1', true],
    ['::ffff:0:127.0.0.1', true],
    ['64:ff9b::7f00:1', true],
    ['64:ff9b::127.0.0.1', true],
    ['64:ff9b::a9fe:a9fe', true],
    ['64:ff9b:1::1', true],
    ['2002:7f00:1::1', true],
    ['2002:a9fe:a9fe::', true],
    ['2002:c0a8:101::1', true],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', true],
    ['2001:0:a00:1::1', true],
    ['2001:db8::1', true],
    ['64:ff9b::808:808', false],
    ['2002:808:808::1', false],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', false],
  ])('%s → %s', (address, reserved) => {
    expect(isReservedAddress(address)).toBe(reserved);
  });

  it.each([
    ['http://127.0.0.1:9/x', true],
    ['http://[::1]/x', true],
    ['http://localhost/x', true],
    ['http://api.localhost/x', true],
    ['http://169.254.169.254/', true],
    ['http://[::127.0.0.1]/', true],
    ['http://[64:ff9b::7f00:1]/', true],
    ['http://[64:ff9b::a9fe:a9fe]/latest/meta-data', true],
    ['http://[2002:7f00:1::]/', true],
    ['https://erp.example.ru/hook', false],
    ['https://8.8.8.8/hook', false],
  ])('URL %s names a reserved host: %s', (url, reserved) => {
    expect(namesReservedHost(new URL(url))).toBe(reserved);
  });
});

describe('postOutbound', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits += 1;
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const post = (url: string, allowReserved: boolean) =>
    postOutbound(url, { headers: {}, body: '{}', timeoutMs: 2000, allowReserved });

  it('reaches a private address only when allowed', async () => {
    expect(await post(`http://127.0.0.1:${port}/hook`, true)).toBe(204);
    const before = hits;
    await expect(post(`http://127.0.0.1:${port}/hook`, false)).rejects.toMatchObject({
      code: RESERVED_ADDRESS,
    });
    expect(hits).toBe(before);
  });

  it('judges a name by what it resolves to when it connects', async () => {
    const before = hits;
    // 'localhost' resolves to loopback: refused at connection time, not by its spelling
    await expect(post(`http://localhost:${port}/hook`, false)).rejects.toMatchObject({
      code: RESERVED_ADDRESS,
    });
    expect(hits).toBe(before);
  });
});
