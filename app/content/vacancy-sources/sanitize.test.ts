import fc from "fast-check";
import { decodeHTML } from "entities";
import { describe, expect, it } from "vitest";
import { MAX_DESCRIPTION_DEPTH, sanitizeDescription, textOf, unescapeHtml } from "./sanitize";

/** Milliseconds to sanitize `html`, the better of two runs. */
function timeOf(html: string, runs = 2): number {
  let best = Infinity;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    sanitizeDescription(html);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** A description of ordinary paragraphs, at least `length` characters long. */
const flatOf = (length: number) => "<p>We cook for people.</p>".repeat(Math.ceil(length / 26));

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

  it("writes a div whose only paragraph was empty as a paragraph of its own text", () => {
    expect(sanitizeDescription("<div><p>&nbsp;</p>Text <em>here</em></div><div><hr></div>")).toBe(
      "<p>Text <em>here</em></p><hr />",
    );
  });

  it("keeps a description nested as deep as editors write it", () => {
    const depth = MAX_DESCRIPTION_DEPTH - 6;
    expect(sanitizeDescription(`${"<div>".repeat(depth)}<p>Deep</p>${"</div>".repeat(depth)}`)).toBe("<p>Deep</p>");
  });

  it("shows a description nested deeper than any editor writes as its text alone", () => {
    const depth = MAX_DESCRIPTION_DEPTH + 1;
    const html = `${"<div>".repeat(depth)}Fish &amp; <b>chips</b> &lt;3<script>x</script>${"</div>".repeat(depth)}`;
    // What the script held is shown as text, escaped: it never runs.
    expect(sanitizeDescription(html)).toBe("<p>Fish &amp; chips &lt;3 x</p>");
  });

  it("sanitizes 20,000 nested divs in no more time than a plain description of the same size", () => {
    const nested = `${"<div>One line".repeat(20_000)}${"</div>".repeat(20_000)}`;
    // Quadratic work took 5.3 s here, some 70 times the plain description's time.
    expect(timeOf(nested) / timeOf(flatOf(nested.length))).toBeLessThan(3);
  });

  it("sanitizes a 5 MB description of divs, nested and side by side, in time linear in its size", () => {
    const lever = "<div><div>We cook.</div><div><ul><li>Fish</li><li>Chips</li></ul></div><div> </div></div>";
    const nested = `${"<div>More".repeat(50)}${"</div>".repeat(50)}`;
    const description = `${lever.repeat(50_000)}${nested.repeat(1_000)}`;
    expect(description.length).toBeGreaterThan(5_000_000);
    // One run each. It holds about twice the plain description's tags, and takes some 2.5 times as long: a single
    // quadratic step at this size would take minutes, hundreds of times as long.
    expect(timeOf(description, 1) / timeOf(flatOf(description.length), 1)).toBeLessThan(6);
  }, 120_000);

  it("never lets a script, a style, an event handler or a script link through, whatever the markup", () => {
    const piece = fc.constantFrom(
      "<script>alert(1)</script>",
      "<style>p{}</style>",
      "<script",
      '<div onclick="x()">',
      "<p onmouseover='x()'>",
      '<a href="javascript:alert(1)">',
      '<a href="jav&#x61;script:alert(1)">',
      '<a href=" &#14; javascript:alert(1)">',
      '<a href="JaVaScRiPt&colon;alert(1)">',
      '<a href="data:text/html,x">',
      "<a href=//evil.example>",
      "<svg onload=x()>",
      "<img src=x onerror=alert(1)>",
      "<iframe src=javascript:x></iframe>",
      '<noscript><p title="</noscript><img src=x onerror=x()>">',
      "<textarea></textarea/><script>x</script>",
      "<xmp><script>x</script></xmp>",
      "<!--<script>x</script>-->",
      "<![CDATA[<script>x</script>]]>",
      "&lt;script&gt;",
      "<div>",
      "</div>",
      "<p>",
      "</p>",
      "<b>",
      "<ul><li>",
      "text ",
      " ",
      "<",
      ">",
      '"',
    );
    const allowedTag = /^<\/?(p|h2|h3|h4|ul|ol|li|strong|em|a|br|blockquote|code|pre|hr)( href="[^"]*")?( \/)?>$/;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const clean = sanitizeDescription(pieces.join(""));
        for (const [tag] of clean.matchAll(/<[^>]*>?/g)) {
          expect(tag).toMatch(allowedTag);
          const href = /href="([^"]*)"/.exec(tag)?.[1];
          if (href !== undefined) expect(decodeHTML(href)).toMatch(/^(https?:\/\/|mailto:)/i);
        }
        expect(clean).not.toMatch(/<(script|style)|\son\w+=|javascript:/i);
      }),
      { numRuns: 500 },
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

  it("reads a run of 5 million unclosed tags once, not once from each", () => {
    const unclosed = "<p".repeat(2_500_000);
    const start = performance.now();
    expect(textOf(unclosed)).toBe(unclosed);
    const spent = performance.now() - start;
    const same = "<p>".repeat(1_700_000);
    const plain = performance.now();
    textOf(same);
    expect(spent / (performance.now() - plain)).toBeLessThan(5);
  });
});
