/** antd preset tag colours. */
export const LABEL_COLORS = [
  "magenta",
  "red",
  "volcano",
  "orange",
  "gold",
  "lime",
  "green",
  "cyan",
  "blue",
  "geekblue",
  "purple",
] as const;

export type LabelColor = (typeof LABEL_COLORS)[number];

/** The same text always gets the same colour (a 32-bit string hash picks from the palette). */
export function labelColor(text: string): LabelColor {
  let hash = 0;
  for (const char of text) {
    hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  }
  return LABEL_COLORS[Math.abs(hash) % LABEL_COLORS.length];
}
