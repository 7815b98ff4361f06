// The company's logo for the receipts the till prints offline (README "Offline till"). The logo is an upload
// (/files, a signed URL that changes every hour) or an app image; the service worker keeps neither, so the till
// keeps the logo itself, as a data URL in its database (meta "receipt-logo"), fetched whenever the till opens with
// the connection. The receipt then names the data URL, which is decoded beforehand: an <img> of an image the page
// has already decoded is complete at once, so the receipt printed in the same task as the sale shows it.
import { useEffect, useState } from "react";
import type { ReceiptTenant } from "./receiptPrinter";
import type { TillDb } from "./tillDb";

const LOGO_KEY = "receipt-logo";

interface KeptLogo {
  /** The logo's address without its query (a signed URL's signature changes; the file does not). */
  source: string;
  dataUrl: string;
}

const sourceOf = (url: string) => new URL(url, window.location.origin).pathname;

const isKeptLogo = (value: unknown): value is KeptLogo =>
  typeof value === "object" && value !== null && typeof (value as KeptLogo).source === "string" && typeof (value as KeptLogo).dataUrl === "string";

async function asDataUrl(response: Response): Promise<string> {
  const type = response.headers.get("content-type")?.split(";")[0]?.trim() || "image/png";
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** Fetches the logo and keeps it on the till (answers the data URL kept). */
export async function keepReceiptLogo(db: TillDb, logoUrl: string): Promise<string> {
  const response = await fetch(logoUrl, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`The logo answered ${response.status}.`);
  const dataUrl = await asDataUrl(response);
  await db.meta.put({ key: LOGO_KEY, value: { source: sourceOf(logoUrl), dataUrl } satisfies KeptLogo });
  return dataUrl;
}

/** The logo kept on the till for this logo's address, or null (none kept, or the company's logo changed since). */
export async function keptReceiptLogo(db: TillDb, logoUrl: string): Promise<string | null> {
  const kept = (await db.meta.get(LOGO_KEY))?.value;
  return isKeptLogo(kept) && kept.source === sourceOf(logoUrl) ? kept.dataUrl : null;
}

/** Images decoded for the receipts, held so the page keeps them among its available images. */
const decoded = new Map<string, HTMLImageElement>();

async function decodeOnce(dataUrl: string): Promise<void> {
  if (decoded.has(dataUrl)) return;
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  decoded.set(dataUrl, image);
}

/** The tenant as the offline receipt prints it: the logo kept on the till, else as the session has it. */
export async function receiptTenantFromTill(db: TillDb, tenant: ReceiptTenant): Promise<ReceiptTenant> {
  if (!tenant?.logo) return tenant;
  const dataUrl = await keptReceiptLogo(db, tenant.logo);
  return dataUrl ? { ...tenant, logo: dataUrl } : tenant;
}

/**
 * The tenant for the till's offline receipts: the logo kept on the till (fetched again while online, so a new logo
 * replaces the old one), decoded ahead of the first receipt.
 */
export function useReceiptTenant(db: TillDb, tenant: ReceiptTenant, offline: boolean): ReceiptTenant {
  const [logo, setLogo] = useState<{ for: string; dataUrl: string } | null>(null);
  const logoUrl = tenant?.logo ?? null;
  useEffect(() => {
    if (!logoUrl) return;
    let current = true;
    const use = async (dataUrl: string | null) => {
      if (!dataUrl || !current) return;
      await decodeOnce(dataUrl);
      if (current) setLogo({ for: logoUrl, dataUrl });
    };
    void keptReceiptLogo(db, logoUrl)
      .then(use)
      .then(() => (offline ? null : keepReceiptLogo(db, logoUrl).then(use)))
      .catch((error: unknown) => console.warn("The receipt's logo could not be kept on the till", error));
    return () => {
      current = false;
    };
  }, [db, logoUrl, offline]);
  if (!tenant || !logo || logo.for !== logoUrl) return tenant;
  return { ...tenant, logo: logo.dataUrl };
}
