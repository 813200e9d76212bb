/**
 * deflate-raw through the browser's own CompressionStream (no library), for the link. Inflating
 * stops at a limit, so a small link cannot unpack into megabytes; a stream that is cut short or
 * damaged rejects, with the reason.
 */
export class InflateError extends Error {
  constructor(readonly reason: 'too-large' | 'damaged') {
    super(reason);
  }
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw new InflateError('damaged');
    }
    if (step.done) break;
    size += step.value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new InflateError('too-large');
    }
    chunks.push(step.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function through(bytes: Uint8Array, transform: CompressionStream | DecompressionStream): ReadableStream<Uint8Array> {
  return new Blob([bytes as BlobPart]).stream().pipeThrough(transform as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
}

export function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  return readAll(through(bytes, new CompressionStream('deflate-raw')), Number.MAX_SAFE_INTEGER);
}

/** The inflated bytes, at most `limit` of them (rejects with InflateError). */
export function inflateRaw(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  let stream: ReadableStream<Uint8Array>;
  try {
    stream = through(bytes, new DecompressionStream('deflate-raw'));
  } catch {
    return Promise.reject(new InflateError('damaged'));
  }
  return readAll(stream, limit);
}
