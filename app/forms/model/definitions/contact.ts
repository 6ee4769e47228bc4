import { paths } from "../../../config/paths.ts";
import { thanks, type FormDefinition } from "../definition.ts";
import { email, firstName, lastName, messageField, optionalLine, phone } from "./common.ts";

export const contact = {
  name: "contact",
  thing: "message",
  page: paths.contact(),
  sentPath: `${paths.contact()}/sent`,
  inbox: "contact",
  unavailable: "Messages cannot be sent from this copy of the site",
  fields: [
    firstName,
    lastName,
    {
      kind: "select",
      name: "subject",
      label: "Subject",
      placeholder: "Select a subject",
      options: [
        { value: "inquiry", label: "General Inquiry" },
        { value: "support", label: "Technical Support" },
        { value: "feedback", label: "Feedback" },
      ],
      messages: { required: "Choose a subject" },
    },
    phone,
    email,
    // One line, so the one-line token: "street-address" is for a multi-line field (a textarea) only.
    optionalLine("address", "Address", "address-line1"),
    messageField(6, { required: "Enter your message", summary: "Enter your message, under 5,000 characters" }),
  ],
  wording: {
    heading: "Send us a message",
    submit: "Send message",
    sent: {
      heading: ({ firstName }) => `${thanks(firstName)} Your message is on its way.`,
      text: ({ email }) => `We will reply to ${email} within two working days.`,
      again: "Send another message",
    },
  },
  sentPage: {
    breadcrumb: "Message sent",
    intro: "It has reached our team.",
    seo: { title: "Message sent", description: "Your message has reached us. We reply within two working days." },
    steps: [
      "The right person in our team reads your message.",
      "We reply to the email address you gave within two working days.",
    ],
    actions: [
      { label: "Back to the home page", to: paths.home() },
      { label: "Send another message", to: paths.contact() },
    ],
  },
  mail: {
    title: "Contact message",
    about: ({ display }) => `(${display("subject")})`,
    thanks: () => "Thank you for your message. We read every one and will answer you soon.",
  },
} as const satisfies FormDefinition<"contact">;
