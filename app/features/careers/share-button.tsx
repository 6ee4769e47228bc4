import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { Button } from "~/components/ui/button";

/** Shares the page with the Web Share API where there is one, else copies its link. */
export function ShareButton({ title, tone = "dark" }: { title: string; tone?: "dark" | "light" }) {
  const [status, setStatus] = useState("");

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied to the clipboard.");
    } catch {
      setStatus(`Copy this link: ${url}`);
    }
  }

  return (
    <div className="flex flex-col gap-2 print:hidden">
      <Button variant="outline" tone={tone} size="lg" onClick={share}>
        {status.startsWith("Link copied") ? (
          <Icon name="check" className="size-5" />
        ) : (
          <Icon name="share-2" className="size-5" />
        )}
        Share this role
      </Button>
      <p role="status" className="text-sm">
        {status}
      </p>
    </div>
  );
}
