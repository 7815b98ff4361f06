/** A count with its noun in the right number: 1 item, 2 items (the plural defaults to noun + "s"). */
export function countText(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? noun : plural}`;
}
