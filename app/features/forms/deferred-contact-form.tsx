import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { ContactFields, type ContactFieldName } from "./contact-fields";
import type { ContactFormHandover } from "./contact-form";
import { Field } from "./field";
import { controlClass, phoneInputClass } from "./field-styles";
import { CountryCode } from "./country-code";
import { readDraft } from "./use-draft";

type LiveForm = ComponentType<{ handover?: ContactFormHandover }>;

const fieldNames: readonly ContactFieldName[] = [
  "firstName",
  "lastName",
  "subject",
  "phone",
  "email",
  "address",
  "message",
];
const isFieldName = (name: string | null): name is ContactFieldName => fieldNames.includes(name as ContactFieldName);

/** Plain inputs stand in for react-hook-form's registrations until the live form arrives. */
const plain = (name: string) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} });

/** The phone field as the library draws it (default country US), without the library. */
function PlainPhoneField() {
  return (
    <Field label="Phone number">
      {(control) => (
        <div className={`${phoneInputClass} PhoneInput`}>
          <div className="PhoneInputCountry">
            <select
              name="phoneCountry"
              aria-label="Country calling code"
              className="PhoneInputCountrySelect"
              defaultValue="US"
            >
              <option value="US">United States</option>
            </select>
            <div aria-hidden="true" className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
              <CountryCode country="US" />
            </div>
            <div className="PhoneInputCountrySelectArrow" />
          </div>
          <input
            {...control}
            type="tel"
            name="phone"
            autoComplete="tel"
            className={`PhoneInputInput ${controlClass}`}
          />
        </div>
      )}
    </Field>
  );
}

/**
 * The contact form as the page first shows it: the same markup as the live form, plain HTML controls,
 * and no form or phone library (about 60 KB). The live form (`contact-form.tsx`) loads at the first
 * touch — focus, press or a send — and takes over with what was typed, the focused field and a
 * pending send, so nothing is lost. A stored draft loads it at once, to restore the draft.
 */
export function DeferredContactForm() {
  const [live, setLive] = useState<{ Form: LiveForm; handover: ContactFormHandover }>();
  const shell = useRef<HTMLFormElement>(null);
  const pendingSubmit = useRef(false);
  const started = useRef(false);

  const wake = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void import("./contact-form").then(({ ContactForm }) => {
      const node = shell.current;
      const values: Partial<Record<ContactFieldName, string>> = {};
      let focus: ContactFieldName | undefined;
      if (node) {
        for (const [name, value] of new FormData(node))
          if (isFieldName(name) && typeof value === "string") values[name] = value;
        const active = document.activeElement;
        const activeName = active && node.contains(active) ? active.getAttribute("name") : null;
        if (isFieldName(activeName)) focus = activeName;
      }
      // Synchronously, and focus back in the same task: no keystroke can fall between reading the fields,
      // the live form replacing them and the caret being back where it was.
      const parent = node?.parentElement;
      flushSync(() => setLive({ Form: ContactForm, handover: { values, submit: pendingSubmit.current } }));
      const field = focus ? parent?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${focus}"]`) : null;
      if (field && document.activeElement !== field) {
        field.focus();
        try {
          field.setSelectionRange(field.value.length, field.value.length);
        } catch {
          // type="email" has no selection API; the caret stays where the browser put it.
        }
      }
    });
  }, []);

  useEffect(() => {
    if (readDraft("contact")) wake();
  }, [wake]);

  if (live) return <live.Form handover={live.handover} />;
  return (
    <ContactFields
      formRef={shell}
      register={plain}
      phone={<PlainPhoneField />}
      formProps={{
        onFocus: wake,
        onPointerDown: wake,
        onSubmit: (event) => {
          event.preventDefault();
          pendingSubmit.current = true;
          wake();
        },
      }}
    />
  );
}
