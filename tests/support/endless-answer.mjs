// A stand-in that answers with a body that never ends, for the tests of the capped readers: it writes only as fast
// as the client reads, so `sent.bytes` shows how much the reader took before it stopped.
const chunk = Buffer.alloc(64 * 1024, " ");

/**
 * Writes `opening`, then spaces for as long as the response is open; `sent.bytes` counts them.
 * @param {import("node:http").ServerResponse} response
 * @param {string} opening
 * @param {{ bytes: number }} sent
 */
export function answerWithoutEnd(response, opening, sent) {
  response.writeHead(200, { "content-type": "application/json" });
  response.write(opening);
  const more = () => {
    while (!response.destroyed && response.write(chunk)) sent.bytes += chunk.length;
    if (!response.destroyed) response.once("drain", more);
  };
  more();
}
