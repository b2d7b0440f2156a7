import { describe, expect, it } from 'vitest';
import { startLine } from './start-line';

const config = { PUBLIC_URL: 'http://localhost:8080', DATABASE_URL: undefined, DATA_DIR: './data' };

describe('the start line names where the server really listens (issue 13, point 14)', () => {
  it.each([
    [
      'the defaults',
      config,
      { address: '0.0.0.0', family: 'IPv4', port: 8080 },
      'Колос работает: http://localhost:8080; слушает 0.0.0.0:8080; база: PGlite в ./data',
    ],
    [
      'another PORT with the default PUBLIC_URL',
      config,
      { address: '0.0.0.0', family: 'IPv4', port: 9090 },
      'Колос работает: http://localhost:9090 (адрес для пользователей, PUBLIC_URL: http://localhost:8080); ' +
        'слушает 0.0.0.0:9090; база: PGlite в ./data',
    ],
    [
      'a host of its own behind a public address, on PostgreSQL',
      { ...config, PUBLIC_URL: 'https://kolos.example.ru/', DATABASE_URL: 'postgres://db/kolos' },
      { address: '127.0.0.1', family: 'IPv4', port: 3000 },
      'Колос работает: http://127.0.0.1:3000 (адрес для пользователей, PUBLIC_URL: https://kolos.example.ru); ' +
        'слушает 127.0.0.1:3000; база: PostgreSQL',
    ],
    [
      'IPv6 loopback',
      { ...config, PUBLIC_URL: 'http://[::1]:8080' },
      { address: '::1', family: 'IPv6', port: 8080 },
      'Колос работает: http://[::1]:8080; слушает ::1:8080; база: PGlite в ./data',
    ],
  ])('%s', (_name, cfg, listening, line) => {
    expect(startLine(cfg, listening)).toBe(line);
  });
});
