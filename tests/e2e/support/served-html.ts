import { type APIRequestContext, expect } from "@playwright/test";
import { JSDOM } from "jsdom";

/**
 * The page exactly as the server sends it, parsed without running a script or loading anything: what a
 * crawler, a link preview or a visitor without JavaScript receives. Checks of the prerendered HTML read this
 * instead of opening a browser tab, which on a small machine costs a second or more for each page.
 */
export async function servedDocument(request: APIRequestContext, path: string): Promise<Document> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return new JSDOM(await response.text()).window.document;
}
