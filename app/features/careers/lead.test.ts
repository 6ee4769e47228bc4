import { describe, expect, it } from "vitest";
import { bodyAfterLead } from "./lead";

describe("bodyAfterLead", () => {
  it("drops an opening paragraph that is the summary, so the page says it once", () => {
    const body =
      "<p>Plan the day&#39;s deliveries for our <strong>trucks</strong>.</p>\n<h2>You will</h2><ul><li>Plan.</li></ul>";
    expect(bodyAfterLead(body, "Plan the day's deliveries for our trucks.")).toBe(
      "<h2>You will</h2><ul><li>Plan.</li></ul>",
    );
  });
  it("keeps a body whose opening says more than the summary, or that opens otherwise", () => {
    const body = "<p>Plan the deliveries. And more.</p>";
    expect(bodyAfterLead(body, "Plan the deliveries.")).toBe(body);
    expect(bodyAfterLead("<h2>The Big Picture</h2><p>x</p>", "x")).toBe("<h2>The Big Picture</h2><p>x</p>");
  });
});
