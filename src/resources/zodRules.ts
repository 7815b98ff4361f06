import type { FormRule } from "antd";
import type { z } from "zod";
import { fieldErrorsFromZod, type FieldErrors } from "../../common/validation/fieldErrors";
import type { FormValues } from "./types";

/** Messages of the whole form schema, by field. */
export function schemaErrors(schema: z.ZodType, values: FormValues): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

/**
 * An antd rule for one field derived from the form's zod schema: the whole form is parsed (rules such as
 * "a retail location needs a warehouse" read other fields) and the field's own message, if any, is shown.
 */
/** What a rule needs from the form (antd passes its own instance type). */
export interface ValuesSource {
  getFieldsValue: (all: true) => unknown;
}

export function zodFieldRule(schema: z.ZodType, name: string, valuesOf: (form: ValuesSource) => FormValues): FormRule {
  return (form) => ({
    validator: async () => {
      const message = schemaErrors(schema, valuesOf(form))[name];
      if (message) throw new Error(message);
    },
  });
}

/** antd setFields entries for messages keyed by field name (unknown names are left out). */
export function fieldsWithErrors(errors: FieldErrors, known: readonly string[]) {
  return Object.entries(errors)
    .filter(([name]) => known.includes(name))
    .map(([name, message]) => ({ name, errors: [message] }));
}
