import { describe, expect, it } from "vitest";
import { plainLine } from "./plain-line";

describe("plainLine", () => {
  it("drops every bidirectional control, so that no title reads backwards", () => {
    const controls = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";
    expect(plainLine(`Chef ${controls}de partie`)).toBe("Chef de partie");
    expect(plainLine("Sous chef \u202Egpj.exe")).toBe("Sous chef gpj.exe");
  });

  it("drops other invisible format characters and lone surrogates", () => {
    expect(plainLine("Line\u00adcook\u200b \ufeffin\u2060 Leeds\ud800 \u{e0041}")).toBe("Linecook in Leeds");
  });

  it("writes line breaks and control characters as one space", () => {
    expect(plainLine(" Head\r\nchef\u2028in\u0085Bristol\t\u0000 ")).toBe("Head chef in Bristol");
  });

  it("keeps the joiners that Persian words and emoji need, and every script's letters", () => {
    expect(plainLine("می\u200cخواهم 👩\u200d🍳 مطبخ")).toBe("می\u200cخواهم 👩\u200d🍳 مطبخ");
  });
});
