import { z } from "zod";
import { plainFileUrlOrNull } from "../files/fileUrl";
import { hasControlCharacters, hasLoneSurrogate, isImageUrl } from "../validation/text";

// Field builders shared by the input schemas. Every free-text field has a label, a maximum length and no
// control characters (multi-line fields keep tab and line breaks); the required ones use the same message when
// the value is missing, not a string, or empty after trimming.

export interface TextRule {
  /** How the messages name the field: "Batch number must be at most 60 characters." */
  label: string;
  max: number;
  /** Tabs and line breaks allowed (descriptions, comments, addresses). */
  multiline?: boolean;
}

export const textMaxMessage = (rule: TextRule) => `${rule.label} must be at most ${rule.max} characters.`;
export const controlCharactersMessage = (label: string) => `${label} cannot contain control characters.`;
export const invalidCharactersMessage = (label: string) => `${label} contains an invalid character.`;

function checkCharacters(rule: TextRule) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (hasControlCharacters(value, rule.multiline === true)) ctx.addIssue({ code: "custom", message: controlCharactersMessage(rule.label) });
    else if (hasLoneSurrogate(value)) ctx.addIssue({ code: "custom", message: invalidCharactersMessage(rule.label) });
  };
}

function boundedString(rule: TextRule) {
  return z
    .string()
    .trim()
    .max(rule.max, { error: textMaxMessage(rule) })
    .superRefine(checkCharacters(rule));
}

export function requiredText(message: string, rule: TextRule) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(rule.max, { error: textMaxMessage(rule) })
    .superRefine(checkCharacters(rule));
}

/** Optional text: trimmed; missing, null and blank all become null. */
export function optionalText(rule: TextRule) {
  return boundedString(rule)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const LINK_MAX = 1000;
export const imageUrlMessage = (label: string) => `${label} must be an uploaded image or an http(s) link.`;

/** An optional image: one of our uploads (/files/…) or an http(s) link; javascript:, data: and the like are refused. */
/** An uploaded file or an http(s) link; a signed /files URL sent back by a form is stored as its plain path. */
export function optionalImageUrl(label: string) {
  return optionalText({ label, max: LINK_MAX })
    .transform(plainFileUrlOrNull)
    .refine((value) => value === null || isImageUrl(value), { error: imageUrlMessage(label) });
}

/** A code typed or scanned to look something up (a lot's actionId, a document's secondaryId). */
export const CODE_MAX = 100;

export function lookupCode(label: string, missingMessage: string) {
  return requiredText(missingMessage, { label, max: CODE_MAX });
}

/** A uuid-shaped id (any version, as Postgres accepts); the message covers missing and malformed values. */
export function requiredId(message: string) {
  return z.preprocess(trimString, z.guid({ error: message }));
}

/** Optional id: missing, null and blank become null; anything else must be uuid-shaped. */
export function optionalId(message: string) {
  return z.preprocess(
    (value) => {
      const trimmed = trimString(value);
      return trimmed === "" || trimmed === undefined ? null : trimmed;
    },
    z.guid({ error: message }).nullable(),
  );
}

/** An optional flag: missing and null become the default. */
export function optionalBoolean(fallback: boolean) {
  return z
    .boolean({ error: "Please choose yes or no." })
    .nullish()
    .transform((value) => value ?? fallback);
}

function trimString(value: unknown): unknown {
  return typeof value === "string" ? value.trim() : value;
}
