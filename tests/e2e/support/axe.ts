import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Ends every transition and animation at once, so axe measures what a visitor sees once motion settles. */
const settle = "*,*::before,*::after{transition:none!important;animation:none!important}";

class SettledAxeBuilder extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target });
  }

  override async analyze() {
    await this.target.addStyleTag({ content: settle });
    return super.analyze();
  }
}

/**
 * axe with the WCAG 2.2 A/AA tags over the page's own content (`#main` by default). The site header
 * and footer have their own checks: the header is transparent at the top of the page and repaints a
 * frame after a scroll, which axe's own scrolling outruns.
 */
export const axe = (page: Page, scope = "#main") => new SettledAxeBuilder(page).include(scope).withTags(wcagTags);
