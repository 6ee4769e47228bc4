import type { Page } from "@playwright/test";

/** The control that has focus, looked into the frames it sits in (the editor's preview). */
export type Stop = {
  /** Its accessible name as far as the page says it: aria-label, its label, its title, or its text. */
  name: string;
  tag: string;
  role: string;
  /** Inside an open dialog (the media library). */
  inDialog: boolean;
  /** Inside the preview frame, which draws the site's own components. */
  inPreview: boolean;
  /** Nothing has focus: the document itself. */
  onBody: boolean;
  /** In the Tab order (a dialog that takes focus as it opens is not). */
  tabStop: boolean;
  /** Focus is back where `cycle` started. */
  atStart: boolean;
  /** How the control is drawn while it has focus (see `look` below). */
  look: string;
};

type Probe = Stop & { leftLook: string | null };

/**
 * Runs in the page. "start" marks the focused control as a cycle's start; "after" (after a key) returns the control
 * that now has focus and how the one that had it before is drawn now that it lost it. A control's look is what a
 * focus indicator changes: outline, ring (box-shadow), border and background colours of the control and the boxes
 * around it (a select draws its ring on its own box), and its label's colours (Decap marks the focused field's
 * label and border).
 */
function probe(mode: string): Probe {
  const store = window as unknown as { kbLeft?: Element | null; kbStart?: Element | null };
  const look = (el: Element) => {
    const parts: string[] = [];
    let node: Element | null = el;
    for (let depth = 0; depth < 4 && node && node.tagName !== "BODY"; depth++, node = node.parentElement) {
      const s = (node.ownerDocument.defaultView ?? window).getComputedStyle(node);
      parts.push(
        [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor].join(" "),
      );
    }
    for (const label of (el as HTMLInputElement).labels ?? []) {
      const s = getComputedStyle(label);
      parts.push(`${s.color} ${s.backgroundColor}`);
    }
    return parts.join(" | ");
  };
  let el: Element | null = document.activeElement;
  let inPreview = false;
  while (el instanceof HTMLIFrameElement && el.contentDocument?.activeElement) {
    el = el.contentDocument.activeElement;
    inPreview = true;
  }
  el ??= document.body;
  const left = store.kbLeft;
  const leftLook = mode === "after" && left && left !== el && left.isConnected ? look(left) : null;
  store.kbLeft = el;
  if (mode === "start") store.kbStart = el;
  const labelled = (el as HTMLInputElement).labels?.[0]?.textContent;
  const name = (
    el.getAttribute("aria-label") ??
    labelled ??
    el.getAttribute("title") ??
    (el as HTMLElement).innerText ??
    ""
  )
    .replace(/\s+/g, " ")
    .trim();
  return {
    name,
    tag: el.tagName.toLowerCase(),
    role: el.getAttribute("role") ?? "",
    inDialog: Boolean(el.closest('[role="dialog"]')),
    inPreview,
    onBody: el === el.ownerDocument.body,
    tabStop: (el as HTMLElement).tabIndex >= 0,
    atStart: el === store.kbStart,
    look: el === el.ownerDocument.body ? "" : look(el),
    leftLook,
  };
}

/**
 * An editor at the keyboard: `press` sends one key with page.keyboard and checks that the control focus left was
 * drawn differently while it had focus (a visible focus indicator); `to` tabs to a control by its name; `cycle`
 * tabs until focus comes back where it started (focus is not trapped) and returns every stop on the way.
 */
export function keyboardOf(page: Page) {
  /** Controls focus stopped on without looking any different: each "name (tag)". */
  const unmarked = new Set<string>();
  let current: Stop | undefined;

  async function press(key: string): Promise<Stop> {
    const before = current ?? (await page.evaluate(probe, "after"));
    await page.keyboard.press(key);
    const now = await page.evaluate(probe, "after");
    if (!before.onBody && before.tabStop && now.leftLook !== null && now.leftLook === before.look)
      unmarked.add(`${before.name || before.role} (${before.tag}${before.inPreview ? ", preview" : ""})`);
    current = now;
    return now;
  }

  return {
    press,
    unmarked,
    /** What has focus now (after a click-free change: a page drawn anew, a dialog closed). */
    async focused() {
      current = await page.evaluate(probe, "after");
      return current;
    },
    /** Tabs (or Shift+Tabs) until `match` has focus, within `limit` stops (the stops passed on the way). */
    async to(match: string | RegExp | ((stop: Stop) => boolean), { key = "Tab", limit = 40 } = {}) {
      const test =
        typeof match === "function"
          ? match
          : (stop: Stop) => (typeof match === "string" ? stop.name === match : match.test(stop.name));
      const passed: Stop[] = [];
      for (let i = 0; i < limit; i++) {
        const stop = await press(key);
        if (test(stop)) return { ...stop, passed };
        passed.push(stop);
      }
      throw new Error(
        `${String(match)} not reached by ${key} in ${limit} stops: ${passed.map((s) => s.name || s.tag).join(" → ")}`,
      );
    },
    /** Tabs from the focused control until focus is back on it; the stops on the way. */
    async cycle(limit = 80) {
      current = await page.evaluate(probe, "start");
      const stops: Stop[] = [];
      for (let i = 0; i < limit; i++) {
        const stop = await press("Tab");
        if (stop.atStart) return stops;
        stops.push(stop);
      }
      throw new Error(`focus did not come back in ${limit} stops: ${stops.map((s) => s.name).join(" → ")}`);
    },
    /** Types into the focused control (page.keyboard only). */
    async type(text: string) {
      await page.keyboard.type(text);
    },
  };
}
