/** The contact subjects. Kept apart from the schemas so the form's markup can render without zod. */
export const subjects = [
  { value: "inquiry", label: "General Inquiry" },
  { value: "support", label: "Technical Support" },
  { value: "feedback", label: "Feedback" },
] as const;
