// Never echo a secret: what an authority answered is kept, shown and logged without the integration's
// POS ID and access token in it, whatever the authority chose to quote.
import type { PostOutcome } from "./authority";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text with each secret replaced by what it is; a number only where it stands alone (not inside a longer one). */
export function redactSecrets(text: string, secrets: { posId: string; accessToken: string }): string {
  let result = text;
  if (secrets.accessToken.length >= 4) result = result.split(secrets.accessToken).join("[access token]");
  if (secrets.posId) result = result.replace(new RegExp(`(?<!\\d)${escape(secrets.posId)}(?!\\d)`, "g"), "[POS ID]");
  return result;
}

export function withoutSecrets(outcome: PostOutcome, [posId, accessToken]: [string, string]): PostOutcome {
  if (outcome.kind === "posted") return outcome;
  return { ...outcome, message: redactSecrets(outcome.message, { posId, accessToken }) };
}
