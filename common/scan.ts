// How scanned codes are read (spec: scanned barcodes empty after trimming are ignored; Enter submits typed input;
// a pasted value is submitted after 200 ms).
export const SCAN_PASTE_DELAY_MS = 200;

/** The code a scan or paste stands for, or null when there is nothing to look up. */
export function scannedCode(raw: string): string | null {
  const code = raw.trim();
  return code === "" ? null : code;
}
