import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleSink, setSubmissionSink, submitForm } from "./submit";
import { pdfFile } from "./test-files";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("submitForm", () => {
  it("writes the values to the console by default, showing a file by name, size and type", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await submitForm("career-interest", { firstName: "Ada", cv: pdfFile() });
    expect(info).toHaveBeenCalledWith('Form "career-interest" submitted', {
      firstName: "Ada",
      cv: { name: "cv.pdf", size: 64, type: "application/pdf" },
    });
  });

  it("hands the values to a sink that was plugged in, and the sink can be taken out again", async () => {
    const sink = vi.fn().mockResolvedValue(undefined);
    const restore = setSubmissionSink(sink);
    await submitForm("contact", { firstName: "Ada" });
    expect(sink).toHaveBeenCalledWith("contact", { firstName: "Ada" });
    restore();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await submitForm("contact", { firstName: "Grace" });
    expect(sink).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it("rejects when the sink fails, so the form can keep its values", async () => {
    const restore = setSubmissionSink(() => Promise.reject(new Error("offline")));
    await expect(submitForm("academy-interest", { firstName: "Ada" })).rejects.toThrow("offline");
    restore();
  });

  it("resolves the console sink", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    await expect(consoleSink("contact", {})).resolves.toBeUndefined();
  });
});
