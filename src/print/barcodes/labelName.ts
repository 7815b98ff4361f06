// The product name as a 34 mm label can hold it (four short lines): a long name loses its descriptive words from
// the end (dosage form, range names) but never its brand nor its strength or pack size ("457mg/5ml", "70ml",
// "0.05%"), which is what a pharmacist checks on a shelf.

/** The name's room on a label (labels.css): four lines of at least eleven bold 5.5 pt characters. */
export const LABEL_NAME_LINES = 4;
const LABEL_LINE_CHARS = 11;

const UNIT = "(?:mg|mcg|µg|g|kg|ml|l|iu|%|units?|pcs|tabs?|caps?)";
/** "500mg", "2.5 mg", "457mg/5ml", "0.05%", "1000 IU", "(50 pcs)". */
const STRENGTH = new RegExp(`^\\(?\\d+(?:[.,]\\d+)?\\s?${UNIT}(?:\\/\\d*(?:[.,]\\d+)?\\s?${UNIT})?\\)?$`, "i");

interface Word {
  text: string;
  keep: boolean;
}

/** Words of the name; a number followed by its unit ("500 mg") counts as one strength word. */
function wordsOf(name: string): Word[] {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const words: Word[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const joined = parts[index + 1] !== undefined ? `${parts[index]} ${parts[index + 1]}` : null;
    if (joined && /^\(?\d/.test(parts[index]) && STRENGTH.test(joined)) {
      words.push({ text: joined, keep: true });
      index += 1;
    } else {
      words.push({ text: parts[index], keep: STRENGTH.test(parts[index]) });
    }
  }
  // the first word is the brand: keep it
  if (words[0]) words[0].keep = true;
  return words;
}

const textOf = (words: readonly Word[]) => words.map((word) => word.text).join(" ");

/** Lines the words take when wrapped at spaces (a word longer than a line breaks across lines, as the label does). */
export function linesNeeded(text: string, lineChars = LABEL_LINE_CHARS): number {
  let lines = 0;
  let used = lineChars; // forces a first line
  for (const word of text.split(" ").filter(Boolean)) {
    if (used + 1 + word.length <= lineChars) {
      used += 1 + word.length;
    } else {
      lines += Math.ceil(word.length / lineChars);
      used = word.length % lineChars || lineChars;
    }
  }
  return lines;
}

/**
 * The name as the label can hold it: descriptive words go from the end until it fits, its brand (first word) and
 * strengths stay. Should even those not fit, the brand is shortened with "…", never the strength.
 */
export function labelProductName(name: string, lines = LABEL_NAME_LINES, lineChars = LABEL_LINE_CHARS): string {
  const kept = wordsOf(name);
  const fits = () => linesNeeded(textOf(kept), lineChars) <= lines;
  for (let index = kept.length - 1; index >= 0 && !fits(); index -= 1) {
    if (!kept[index].keep) kept.splice(index, 1);
  }
  const brand = kept[0];
  for (let length = (brand?.text.length ?? 0) - 1; brand && !fits() && length >= 1; length -= 1) {
    brand.text = `${brand.text.slice(0, length)}…`;
  }
  return textOf(kept);
}
