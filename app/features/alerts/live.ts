// Loaded only once a step's button is pressed, so it weighs nothing on the step page's first load.
export { SubmitFailed } from "~/forms/submit-failed";
export { apiRequest, asSubmitError } from "~/forms/submit";
