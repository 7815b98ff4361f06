import type { FormInstance } from "antd";
import { serverFieldErrors } from "../../serverErrors";

/** "items.0.tradePrice" → ["items", 0, "tradePrice"] (antd's name path). */
export const namePath = (path: string): (string | number)[] => path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts a BAD_USER_INPUT error's per-field messages on the form's fields; returns the messages no field shows
 * (e.g. "items"), which the screen displays itself.
 */
export function applyServerErrors(form: FormInstance, error: unknown, shownFields: (path: (string | number)[]) => boolean): string[] {
  const fields = serverFieldErrors(error);
  const leftover: string[] = [];
  const onForm: { name: (string | number)[]; errors: string[] }[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const name = namePath(path);
    if (shownFields(name)) onForm.push({ name, errors: [message] });
    else leftover.push(message);
  }
  form.setFields(onForm);
  return leftover;
}
