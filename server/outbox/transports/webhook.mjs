import { createHmac } from "node:crypto";

/** HMAC-SHA256 of the exact body bytes, as GitHub-style webhooks sign. */
export const signature = (body, secret) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** A 4xx other than 408 or 429 fails at once (the same body cannot do better); a slow receiver is cut off. */
export function createWebhook({ url, secret }) {
  return {
    async send({ body }) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-signature-256": signature(body, secret) },
        body,
        redirect: "error",
        signal: AbortSignal.timeout(15_000),
      });
      await response.body?.cancel();
      const { status } = response;
      if (response.ok) return { status };
      const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
      throw Object.assign(new Error(`Webhook answered ${status}`), { permanent });
    },
  };
}
