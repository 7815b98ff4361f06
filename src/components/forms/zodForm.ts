// The one adapter between the shared zod schemas (common/schemas) and the screens' forms. A form says how its
// values become the input the server takes (the same input the schema parses) and, when it sends its rows in
// another order or leaves some out, where each input path shows on the form. From that come the antd rule of
// every field (Form.List row fields included), the schema's messages by field, and the server's BAD_USER_INPUT
// `extensions.fields` put on the same fields: the form and the server refuse a value with the same words.
import type { FormInstance, FormRule } from "antd";
import type { FormListProps } from "antd/es/form";
import type { z } from "zod";
import { fieldErrorsFromZod, type FieldErrors } from "../../../common/validation/fieldErrors";
import { serverFieldErrors } from "../../providers/serverErrors";

export type { FieldErrors };

/** What Form.List takes as a rule: a validator (no function of the form, unlike a Form.Item's rule). */
export type ListRule = NonNullable<FormListProps["rules"]>[number];

/** antd's name path of a field: "items.2.requiredQuantity" is ["items", 2, "requiredQuantity"]. */
export type FieldPath = (string | number)[];

/** "items.2.requiredQuantity" → ["items", 2, "requiredQuantity"]. */
export const namePath = (path: string): FieldPath => (path === "" ? [] : path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)));

/** ["items", 2, "requiredQuantity"] (or "name") → "items.2.requiredQuantity", the key of FieldErrors. */
const pathKey = (name: string | number | readonly (string | number)[]): string => (Array.isArray(name) ? name.join(".") : String(name));

/** What a rule reads from the form: all its values (antd's and rc-field-form's instances both qualify). */
export interface ValuesSource {
  getFieldsValue: (all: true) => unknown;
}

export interface FormInput {
  /** What the form sends: the schema parses exactly this. */
  input: unknown;
  /** Where the form shows an input path (e.g. "items.0.foc" → "items.3.foc" when rows at zero are left out); default: the same path. */
  fieldOf?: (path: string) => string;
}

export interface ZodFormOptions<TValues> {
  schema: z.ZodType;
  /** The form's values (all of them, antd's getFieldsValue(true)) → what is sent. */
  toInput: (values: TValues) => FormInput;
}

export interface ZodForm<TValues> {
  /** The schema's first message per field of the form, for these values. */
  errorsOf(values: TValues): FieldErrors;
  /** The schema's parse of what these values send (forms that send the parsed, trimmed input). */
  parse(values: TValues): z.ZodSafeParseResult<unknown>;
  /** A BAD_USER_INPUT error's per-field messages, on the fields of the values that were sent. */
  serverErrorsOf(error: unknown, values: TValues): FieldErrors;
  /** The antd rule of the field at `name`: its full path, a Form.List row's too (["items", 2, "tradePrice"]). */
  rule(name: string | FieldPath): FormRule;
  /** The same for a Form.List itself (its rules are plain validators, so they are given the form): "no item", a total. */
  listRule(form: ValuesSource, name: string | FieldPath): ListRule;
  /** Puts the server's per-field messages on the form's fields; returns those no field shows. */
  showServerErrors(form: FormInstance, error: unknown, values: TValues): string[];
}

function remap(errors: FieldErrors, fieldOf: ((path: string) => string) | undefined): FieldErrors {
  if (!fieldOf) return errors;
  const mapped: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = fieldOf(path);
    if (!(field in mapped)) mapped[field] = message;
  }
  return mapped;
}

export function zodForm<TValues>({ schema, toInput }: ZodFormOptions<TValues>): ZodForm<TValues> {
  // Every field's rule reads the same parse: one per distinct input, not one per field.
  let last: { key: string; errors: FieldErrors } | null = null;

  const errorsOf = (values: TValues): FieldErrors => {
    const { input, fieldOf } = toInput(values);
    const key = JSON.stringify(input) ?? "";
    if (last?.key !== key) {
      const result = schema.safeParse(input);
      last = { key, errors: result.success ? {} : fieldErrorsFromZod(result.error) };
    }
    return remap(last.errors, fieldOf);
  };

  const serverErrorsOf = (error: unknown, values: TValues) => remap(serverFieldErrors(error), toInput(values).fieldOf);

  const listRule = (form: ValuesSource, name: string | FieldPath): ListRule => {
    const key = pathKey(name);
    return {
      validator: async () => {
        const message = errorsOf(form.getFieldsValue(true) as TValues)[key];
        if (message) throw new Error(message);
      },
    };
  };

  return {
    errorsOf,
    parse: (values) => schema.safeParse(toInput(values).input),
    serverErrorsOf,
    rule: (name) => (form) => listRule(form, name),
    listRule,
    showServerErrors: (form, error, values) => showFieldErrors(form, serverErrorsOf(error, values)),
  };
}

/** The fields (Form.Item and Form.List) the form has now, by key. */
const fieldKeysOf = (form: FormInstance) => new Set(form.getFieldsError().map((field) => pathKey(field.name)));

/** Puts messages on the form's fields that show them; returns the messages no field of the form shows. */
export function showFieldErrors(form: FormInstance, errors: FieldErrors): string[] {
  const known = fieldKeysOf(form);
  const onFields = Object.entries(errors).filter(([path]) => known.has(path));
  form.setFields(onFields.map(([path, message]) => ({ name: namePath(path), errors: [message] })));
  return Object.entries(errors)
    .filter(([path]) => !known.has(path))
    .map(([, message]) => message);
}

/**
 * Validates again every field that shows a message: a change elsewhere (a trade price, the FOC) may clear or
 * change it (a line's amount, "at least one pack", the order's total). Call it from the form's onValuesChange.
 */
export function revalidateShownErrors(form: FormInstance): void {
  const shown = form.getFieldsError().filter((field) => field.errors.length > 0).map((field) => field.name);
  if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
}

/** The first field that shows a message, scrolled into view (a long form's message may be off screen). */
export function scrollToFirstError(form: FormInstance): void {
  const first = form.getFieldsError().find((field) => field.errors.length > 0);
  if (first) form.scrollToField(first.name, { block: "center" });
}
