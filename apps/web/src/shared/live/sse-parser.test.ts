import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

const parse = (chunks: string[]) => {
  const out: SseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  for (const chunk of chunks) parser.push(chunk);
  return { out, parser };
};

describe('createSseParser: the event-stream format (WHATWG HTML, server-sent events)', () => {
  it.each<[string, string[], SseMessage[]]>([
    [
      'id, event and data of one event',
      ['id: 7\nevent: offer.placed\ndata: {"a":1}\n\n'],
      [{ id: '7', event: 'offer.placed', data: '{"a":1}' }],
    ],
    [
      'a chunk cut anywhere, even inside \\r\\n',
      ['id: 8\r', '\nevent: auction.created\r\nda', 'ta: {}\r\n\r', '\n'],
      [{ id: '8', event: 'auction.created', data: '{}' }],
    ],
    ['comments (heartbeats) and retry are no events', [': heartbeat\n\nretry: 2000\n\n'], []],
    [
      'no event name: "message"; data lines joined',
      ['data: a\ndata: b\n\n'],
      [{ id: undefined, event: 'message', data: 'a\nb' }],
    ],
    ['an event not ended by a blank line is not dispatched yet', ['id: 9\ndata: x\n'], []],
    [
      'the id carries over to the next event without one',
      ['id: 3\ndata: x\n\ndata: y\n\n'],
      [
        { id: '3', event: 'message', data: 'x' },
        { id: '3', event: 'message', data: 'y' },
      ],
    ],
    [
      'a value without the space after the colon',
      ['event:reset\ndata:{}\n\n'],
      [{ id: undefined, event: 'reset', data: '{}' }],
    ],
  ])('%s', (_, chunks, expected) => {
    expect(parse(chunks).out).toEqual(expected);
  });

  it('keeps the retry delay and the last id for the reconnect', () => {
    const { parser } = parse(['retry: 2000\n\nid: 12\ndata: x\n\n']);
    expect(parser.retry).toBe(2000);
    expect(parser.lastId).toBe('12');
  });
});
