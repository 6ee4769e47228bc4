import { site } from "../config/site.ts";
import { statementSchema, type Statement } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const entry: Statement = {
  reviewed: "2026-11-20",
  sections: [
    {
      id: "standard",
      title: "Our standard",
      paragraphs: [
        `This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Menus, dialogs, tabs, accordions and carousels follow the patterns of the WAI-ARIA Authoring Practices, so they behave the way assistive technology expects.`,
        "You should be able to use every page with a keyboard alone, zoom text to 200% without losing content, read it with a screen reader and ask your device for reduced motion, which stops animations, autoplaying video and scroll effects.",
      ],
    },
    {
      id: "testing",
      title: "How we test",
      paragraphs: ["Accessibility is part of every change to the site, not a yearly audit. Before a release we run:"],
      items: [
        "Automated checks with axe-core on every page at three widths (375, 768 and 1440 pixels), with menus and dialogs open as well as closed.",
        "Keyboard checks: every control is reachable in a logical order, focus is always visible and dialogs keep and return focus.",
        "Screen reader checks with NVDA and Firefox on Windows and VoiceOver and Safari on macOS and iOS.",
        "Lighthouse audits of every page, where an accessibility score below 100 stops the release.",
      ],
    },
    {
      id: "known-limits",
      title: "Known limits",
      paragraphs: [
        "A few parts of the site come from other services, and we cannot fully control how accessible they are:",
      ],
      items: [
        "Embedded videos play in the YouTube or Vimeo player once you press play. The player's controls and captions are provided by the video host.",
      ],
    },
    {
      id: "contact",
      title: "Tell us about a problem",
      paragraphs: [
        `If something on this website is hard to use, or you need information in another format, please email us. We read every message and reply within five working days. You can also call ${site.contact.phone}.`,
      ],
    },
  ],
};

/** The accessibility statement at /accessibility. */
export const accessibilityStatement: Statement = parseEntry("accessibility", "statement", statementSchema, entry);
