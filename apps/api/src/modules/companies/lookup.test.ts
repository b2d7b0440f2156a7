import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_MSG } from '@kolos/domain/companies';
import { loadConfig } from '../../config';
import { dadataLookup } from './lookup';

/*
 * Issue 19 point 2: 'Заполнить по ИНН' through DaData, against a real HTTP receiver on this
 * machine — what it sends, what it reads, and that a failure is said, never invented.
 */

let server: Server;
let url = '';
let answer: { status: number; body: string } = { status: 200, body: '{}' };
const seen: { auth: string | undefined; body: unknown }[] = [];

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void bodyOf(req).then((text) => {
      seen.push({ auth: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/findById/party`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const lookup = (allowPrivate: boolean) =>
  dadataLookup(
    loadConfig({ NODE_ENV: 'test' }, { DADATA_URL: url, DADATA_ALLOW_PRIVATE: allowPrivate }),
    'secret-key',
  );

describe('the DaData organisation lookup', () => {
  it('asks by the ИНН with the key and fills the card from the party', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        suggestions: [
          {
            value: 'ООО «ЗЕРНО ЮГА»',
            data: {
              inn: '7707083893',
              kpp: '773601001',
              ogrn: '1027700132195',
              type: 'LEGAL',
              management: { name: 'Петров Иван Сергеевич' },
              name: { short_with_opf: 'ООО «ЗЕРНО ЮГА»' },
              address: { value: 'г Москва, ул Вавилова, д 19' },
              state: { registration_date: Date.UTC(2002, 7, 16) },
            },
          },
        ],
      }),
    };
    const reply = await lookup(true).find('7707083893');
    expect(seen.at(-1)).toEqual({ auth: 'Token secret-key', body: { query: '7707083893', count: 5 } });
    expect(reply).toEqual({
      provider: 'dadata',
      message: null,
      suggestions: [
        {
          name: 'ООО «ЗЕРНО ЮГА»',
          taxCode: '7707083893',
          reasonCode: '773601001',
          code: '1027700132195',
          type: 'COMPANY_TYPE_CORP',
          director: 'Петров Иван Сергеевич',
          address: 'г Москва, ул Вавилова, д 19',
          registrationDate: '2002-08-16',
        },
      ],
    });
  });

  it('nothing found is said so; a failing service is said so too, with no made-up card', async () => {
    answer = { status: 200, body: JSON.stringify({ suggestions: [] }) };
    expect(await lookup(true).find('7707083893')).toEqual({
      provider: 'dadata',
      message: LOOKUP_MSG.notFound,
      suggestions: [],
    });
    answer = { status: 500, body: 'oops' };
    expect(await lookup(true).find('7707083893')).toEqual({
      provider: 'none',
      message: LOOKUP_MSG.failed,
      suggestions: [],
    });
  });

  it('a service on our own network is not reached unless allowed (ADR 0068)', async () => {
    const before = seen.length;
    expect((await lookup(false).find('7707083893')).provider).toBe('none');
    expect(seen.length).toBe(before);
  });
});
