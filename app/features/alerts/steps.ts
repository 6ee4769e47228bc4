import { alertSteps, type AlertStep } from "~/config/paths";

/** The step a page path names: "/vacancy-alerts/confirm" -> "confirm". */
export function stepOf(pathname: string): AlertStep | null {
  const segment = pathname.replace(/\/+$/, "").split("/").at(-1) ?? "";
  return (alertSteps as readonly string[]).includes(segment) ? (segment as AlertStep) : null;
}
