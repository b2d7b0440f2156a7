/** One Server-Sent Event as the stream framed it (the WHATWG event-stream format). */
export interface SseMessage {
  /** The stream's last id so far (kept across messages, as the format says). */
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * An incremental event-stream parser: feed it text as it arrives, in chunks cut anywhere; it calls
 * `onMessage` for each complete event. Lines end in \n, \r\n or \r; `:` lines are comments
 * (heartbeats); `retry:` sets the reconnect delay; `data:` lines join with \n; an event without
 * data is not dispatched.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let lastId: string | undefined;
  let event = '';
  let data: string[] = [];
  let retry: number | undefined;

  const line = (text: string) => {
    if (text === '') {
      if (data.length) onMessage({ id: lastId, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // A trailing \r may be the first half of \r\n: kept until the next chunk shows.
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    get lastId() {
      return lastId;
    },
    set lastId(value: string | undefined) {
      lastId = value;
    },
    get retry() {
      return retry;
    },
  };
}
