import { Component, createRef, type ComponentType } from "react";
import type { z } from "zod";
import { fieldProblem } from "./validation.ts";

/** What Decap CMS hands a field's control, as far as the wrapper reads it. */
type ControlProps = {
  field: { get: (key: string, fallback?: unknown) => unknown };
  value: unknown;
};
type Validity = boolean | { error: false | { type: string; message: string } };
type Checkable = { isValid?: () => Validity };

/**
 * A built-in control with the field's own zod schema checked as the editor types: the control's own check first
 * (a number's bounds), then the schema's, whose message the form shows under the field. `registry` holds each
 * field's schema by the key the configuration gives it (`schema`).
 */
export function withSchemaCheck(
  Control: ComponentType<ControlProps & { ref?: unknown }>,
  registry: Map<string, z.ZodType>,
) {
  return class SchemaCheckedControl extends Component<ControlProps> {
    inner = createRef<Checkable>();

    isValid = (): Validity => {
      const own = this.inner.current?.isValid?.();
      if (own !== undefined && own !== true && !(typeof own === "object" && own.error === false)) return own;
      const key = this.props.field.get("schema");
      const schema = typeof key === "string" ? registry.get(key) : undefined;
      if (!schema) return true;
      const value = unwrapValue(this.props.value);
      // A value the field's pattern refuses already shows the schema's message for it (Decap's own check).
      const pattern = this.props.field.get("pattern") as { first?: () => string } | undefined;
      const source = pattern?.first?.();
      if (typeof value === "string" && value && source && !new RegExp(source).test(value)) return true;
      const message = fieldProblem(schema, value);
      if (!message) return true;
      const label = String(this.props.field.get("label", this.props.field.get("name")));
      return { error: { type: "CUSTOM", message: `${label}: ${message}` } };
    };

    render() {
      return <Control {...this.props} ref={this.inner as never} />;
    }
  };
}

/** Immutable lists and maps (what Decap keeps) as plain values, for zod. */
function unwrapValue(value: unknown): unknown {
  if (value && typeof value === "object" && "toJS" in value && typeof value.toJS === "function") return value.toJS();
  return value;
}

/**
 * The alt-text widget's label rule: Decap appends "(optional)" to the label of every field that is not required,
 * and an alt text is required unless its picture is decorative, which Decap cannot express. The label of a field
 * of this widget (Decap names its input `{field}-field-{n}`) shows the field's own label alone; the hint says when
 * it is needed. Decap's registerWidget takes global styles for a widget; this is the only one the editor adds.
 */
export const altTextLabelStyles = (fieldNames: readonly string[]) =>
  fieldNames.map((name) => `label[for^="${name}-field-"] > span { display: none; }`).join("\n");
