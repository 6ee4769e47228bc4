import { createHmac } from "node:crypto";

/** The signature header's value: HMAC-SHA256 of the exact body bytes, as GitHub-style webhooks do. */
export const signature = (body, secret) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/**
 * Posts a submission's JSON to WEBHOOK_URL. A 4xx other than 408 or 429 fails at once, as the same body cannot
 * do better; a slow receiver is cut off so it cannot hold a delivery past its lease.
 */
export function createWebhook({ url, secret, timeoutMs = 15_000 }) {
  return {
    async send({ body }) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-signature-256": signature(body, secret) },
        body,
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) {
        const { status } = response;
        const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
        throw Object.assign(new Error(`Webhook answered ${status}`), { permanent });
      }
      return { status: response.status };
    },
  };
}
