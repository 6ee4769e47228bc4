/**
 * The first `cap` bytes of an answer's body. Reading stops one chunk past the cap and the rest is never read (the
 * connection is let go), so an endless or hostile answer costs no more memory than the cap. With `whole`, an
 * answer longer than the cap is refused instead (null), and one that declares a longer Content-Length is not read.
 */
export async function readCapped(response: Response, cap: number, { whole = false } = {}): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    if (whole && Number(response.headers.get("content-length")) > cap) return null;
    while (size <= cap) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  if (whole && size > cap) return null;
  const bytes = new Uint8Array(size);
  chunks.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.byteLength), 0);
  return bytes.subarray(0, cap);
}
