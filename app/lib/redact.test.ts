import { describe, expect, it } from "vitest";
import { redactText, redactUrl, secretsInUrl } from "./redact";

describe("redactUrl", () => {
  it("hides credentials written into a base URL, keeping the host and path", () => {
    expect(redactUrl("https://hiring:s3cr%40t@ats.example:8443/v1/boards/acme/jobs")).toBe(
      "https://***@ats.example:8443/v1/boards/acme/jobs",
    );
    expect(redactUrl("https://token@api.example/postings")).toBe("https://***@api.example/postings");
  });

  it("hides the value of every parameter named like a key, a token or a signature, and nothing else", () => {
    expect(
      redactUrl("https://api.lever.co/v0/postings/acme?mode=json&key=AbC123&api_key=x&apiKey=y&Access_Token=z&q=a+b"),
    ).toBe("https://api.lever.co/v0/postings/acme?mode=json&key=***&api_key=***&apiKey=***&Access_Token=***&q=a+b");
    expect(redactUrl("https://s3.example/cv.pdf?X-Amz-Credential=AK%2F1&X-Amz-Signature=ff&keyword=chef")).toBe(
      "https://s3.example/cv.pdf?X-Amz-Credential=***&X-Amz-Signature=***&keyword=chef",
    );
  });

  it("leaves a URL with no secret exactly as written", () => {
    const url = "https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true#top";
    expect(redactUrl(url)).toBe(url);
    expect(redactUrl(new URL(url))).toBe(url);
  });
});

describe("secretsInUrl", () => {
  it("lists the credentials and key values a URL carries, decoded and as written", () => {
    expect(secretsInUrl("https://hiring:s3cr%40t@ats.example/v0/postings/acme?mode=json&key=k%2B1")).toEqual([
      "hiring",
      "s3cr@t",
      "hiring:s3cr%40t",
      "k+1",
      "k%2B1",
    ]);
    expect(secretsInUrl("https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true")).toEqual([]);
  });
});

describe("redactText", () => {
  it("hides the given secrets wherever an answer echoes them, URL-encoded too", () => {
    const body = '{"error":"bad key k3y/with+plus","request":"/v0/postings?key=k3y%2Fwith%2Bplus"}';
    expect(redactText(body, ["k3y/with+plus"])).toBe('{"error":"bad key ***","request":"/v0/postings?key=***"}');
  });

  it("finds URLs inside a message, written in an HTML page too", () => {
    expect(
      redactText('Proxy error for <a href="https://u:p@ats.example/x?a=1&amp;token=t0k">https://ats.example/x</a>'),
    ).toBe('Proxy error for <a href="https://***@ats.example/x?a=1&amp;token=***">https://ats.example/x</a>');
  });

  it("ignores secrets too short to tell from ordinary words", () => {
    expect(redactText("a bad answer", ["", "a"])).toBe("a bad answer");
  });
});
