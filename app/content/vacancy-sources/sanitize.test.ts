import { describe, expect, it } from "vitest";
import { sanitizeDescription, textOf, unescapeHtml } from "./sanitize";

describe("sanitizeDescription", () => {
  it("drops scripts and styles with what they hold, and every attribute but a link's address", () => {
    const html =
      '<p class="x" style="color:red" onclick="steal()">Hello</p><script>alert(1)</script><style>p{}</style>' +
      '<p><a href="https://example.com/a" target="_blank" onclick="x()">ok</a> <a href="javascript:alert(1)">no</a></p>';
    expect(sanitizeDescription(html)).toBe('<p>Hello</p><p><a href="https://example.com/a">ok</a> <a>no</a></p>');
  });

  it("keeps no image, frame, form or table, only their text", () => {
    const html =
      '<p>Before</p><img src="x.png" onerror="alert(1)"><iframe src="https://x"></iframe><form><input></form>';
    expect(sanitizeDescription(html)).toBe("<p>Before</p>");
  });

  it("writes headings from h2 down, and a paragraph of bold text alone as a section heading", () => {
    expect(
      sanitizeDescription("<h1>Role</h1><h6>Small</h6><p><strong> About you </strong></p><p><b>Perks</b></p>"),
    ).toBe("<h2>Role</h2><h4>Small</h4><h2>About you</h2><h2>Perks</h2>");
  });

  it("keeps bold inside a sentence as bold", () => {
    expect(sanitizeDescription("<p>We are <b>hiring</b> now.</p>")).toBe("<p>We are <strong>hiring</strong> now.</p>");
  });

  it("turns divs of text into paragraphs and unwraps divs around blocks", () => {
    expect(
      sanitizeDescription('<div class="intro"><div>One line of text</div><div><ul><li>A</li></ul></div></div>'),
    ).toBe("<p>One line of text</p><ul><li>A</li></ul>");
  });

  it("drops empty paragraphs and list items", () => {
    expect(sanitizeDescription("<p> </p><p>Text</p><ul><li></li><li>Item</li></ul>")).toBe(
      "<p>Text</p><ul><li>Item</li></ul>",
    );
  });
});

describe("unescapeHtml", () => {
  it("turns Greenhouse's escaped HTML back into HTML once, leaving its own entities as entities", () => {
    expect(unescapeHtml("&lt;p&gt;Fish &amp;amp; chips&lt;/p&gt;")).toBe("<p>Fish &amp; chips</p>");
  });
});

describe("textOf", () => {
  it("reads the words of some HTML with entities decoded", () => {
    expect(textOf("<p>Fish &amp;\n <em>chips</em></p>")).toBe("Fish & chips");
  });
});
