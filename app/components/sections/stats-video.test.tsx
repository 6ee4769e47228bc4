import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StatsVideo } from "./stats-video";
import { imageSet } from "~test/render";

const props = {
  title: [[{ text: "Youth Leadership with " }, { text: "GLO", special: true }]],
  paragraphs: ["Students design sustainability projects for their own communities."],
  stats: [
    { title: "Meals Donated", count: "26,937" },
    { title: "Hampers Donated", count: "5,133" },
  ],
  video: { url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", title: "GLO programme film", poster: imageSet("glo") },
};

describe("StatsVideo", () => {
  it("shows the title, paragraphs and stat blocks", () => {
    render(<StatsVideo {...props} />);
    expect(screen.getByRole("heading", { level: 2, name: "Youth Leadership with GLO" })).toBeVisible();
    expect(screen.getByText("Students design sustainability projects for their own communities.")).toBeVisible();
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Meals Donated", "Hampers Donated"]);
    expect(screen.getAllByRole("definition")[0]).toHaveTextContent("26,937");
  });

  it("loads nothing from the video host until play is pressed, then shows the player without the overlay", async () => {
    const user = userEvent.setup();
    const { container } = render(<StatsVideo {...props} />);
    expect(container.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Play video: GLO programme film" }));
    const player = screen.getByTitle("GLO programme film");
    expect(player.tagName).toBe("IFRAME");
    expect(player.getAttribute("src")).toContain("youtube-nocookie.com/embed/aqz-KE-bpKQ");
    expect(screen.queryByRole("button", { name: /Play video/ })).not.toBeInTheDocument();
  });
});
