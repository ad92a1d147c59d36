// Finds where HTTP/1.x messages begin and end in a byte stream, without buffering it: the kitchen
// network (kitchen-network.mjs) feeds it each direction of a connection to name the request every
// uplink byte belongs to and to find where an answer's headers end (a stalled answer is held
// there). Best effort by design: it understands Content-Length, chunked bodies and "until close"
// answers; anything it cannot frame (a header block over 64 KiB, an upgrade to a websocket) turns
// it into a pass-through that reports nothing more.

const HEAD_LIMIT = 64 * 1024;
const CRLFCRLF = Buffer.from('\r\n\r\n');

/** Parses a header block ("METHOD /path HTTP/1.1\r\nName: value..." without the blank line). */
export function parseHead(text) {
  const [startLine = '', ...rest] = text.split('\r\n');
  const headers = new Map();
  for (const line of rest) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { startLine, headers };
}

/**
 * A streaming framer for one direction. `bodyLength(head)` tells how the body after a head is
 * framed: a number of bytes, 'chunked', 'until-close' or 'passthrough' (stop framing). Handlers:
 * onStart() when a message's first byte arrives, onHead(head, endOffset) when its header block is
 * complete (endOffset: index in the current chunk just after the blank line), onBytes(n) for the
 * bytes of the current message, in order.
 */
export function createFramer({ bodyLength, onStart = () => {}, onHead = () => {}, onBytes = () => {} }) {
  let state = 'idle'; // idle | head | body | chunk-size | chunk-data | trailer | until-close | passthrough
  let head = Buffer.alloc(0);
  let remaining = 0;
  let line = '';

  /** Feeds one chunk; the handlers run synchronously, in stream order. */
  function feed(chunk) {
    let at = 0;
    while (at < chunk.length) {
      if (state === 'passthrough' || state === 'until-close') {
        onBytes(chunk.length - at);
        return;
      }
      if (state === 'idle') {
        // Stray CRLFs between messages are tolerated (RFC 9112 section 2.2).
        if (chunk[at] === 0x0d || chunk[at] === 0x0a) {
          at += 1;
          continue;
        }
        onStart();
        state = 'head';
        head = Buffer.alloc(0);
      }
      if (state === 'head') {
        const before = head.length;
        const joined = Buffer.concat([head, chunk.subarray(at)]);
        const end = joined.indexOf(CRLFCRLF, Math.max(0, before - 3));
        if (end < 0) {
          if (joined.length > HEAD_LIMIT) {
            state = 'passthrough';
            continue;
          }
          head = joined;
          onBytes(chunk.length - at);
          return;
        }
        const used = end + 4 - before;
        onBytes(used);
        at += used;
        const parsed = parseHead(joined.subarray(0, end).toString('latin1'));
        const framing = bodyLength(parsed);
        onHead(parsed, at);
        if (framing === 'passthrough') state = 'passthrough';
        else if (framing === 'until-close') state = 'until-close';
        else if (framing === 'chunked') {
          state = 'chunk-size';
          line = '';
        } else if (framing > 0) {
          state = 'body';
          remaining = framing;
        } else state = 'idle';
        continue;
      }
      if (state === 'body' || state === 'chunk-data') {
        const take = Math.min(remaining, chunk.length - at);
        onBytes(take);
        at += take;
        remaining -= take;
        if (remaining === 0) {
          if (state === 'body') state = 'idle';
          else {
            state = 'chunk-size';
            line = '';
          }
        }
        continue;
      }
      // chunk-size and trailer: line by line.
      const newline = chunk.indexOf(0x0a, at);
      const stop = newline < 0 ? chunk.length : newline + 1;
      line += chunk.subarray(at, stop).toString('latin1');
      onBytes(stop - at);
      at = stop;
      if (newline < 0) {
        if (line.length > HEAD_LIMIT) state = 'passthrough';
        continue;
      }
      const text = line.trim();
      line = '';
      if (state === 'chunk-size') {
        if (text === '') continue; // the CRLF after a chunk's data
        const size = Number.parseInt(text.split(';')[0], 16);
        if (!Number.isFinite(size)) state = 'passthrough';
        else if (size === 0) state = 'trailer';
        else {
          state = 'chunk-data';
          remaining = size;
        }
      } else if (text === '') state = 'idle'; // the end of the trailer: the message is complete
    }
  }

  return { feed, passthrough: () => (state = 'passthrough') };
}

/** How a request's body is framed (a request without a length has none). */
export function requestBodyLength({ headers }) {
  if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) return 'chunked';
  const length = Number(headers.get('content-length') ?? 0);
  return Number.isFinite(length) && length > 0 ? length : 0;
}

/** How an answer's body is framed, given the request it answers (its method) and its status. */
export function responseBodyLength({ startLine, headers }, method) {
  const status = Number(startLine.split(' ')[1]);
  if (status === 101) return 'passthrough';
  if ((status >= 100 && status < 200) || status === 204 || status === 304 || method === 'HEAD') return 0;
  if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) return 'chunked';
  if (headers.has('content-length')) {
    const length = Number(headers.get('content-length'));
    return Number.isFinite(length) && length >= 0 ? length : 'passthrough';
  }
  return 'until-close';
}
