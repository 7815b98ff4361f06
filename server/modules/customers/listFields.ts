// What getCustomers can filter and sort by, and the free-text search (name, phone or email).
import { ilike, or, sql, type SQL } from "drizzle-orm";
import "../../../common/format/phoneRulesStatic";
import { toE164Phone } from "../../../common/format/phone";
import { customers } from "../../db/schema";
import { containsPattern, type ListFieldMap } from "../../core/listEngine";

export const customerListFields: ListFieldMap = {
  id: { column: customers.id, kind: "uuid" },
  secondaryId: { column: customers.secondaryId, kind: "text" },
  name: { column: customers.name, kind: "text" },
  phoneNumber: { column: customers.phoneNumber, kind: "text" },
  email: { column: customers.email, kind: "text" },
  partnerId: { column: customers.partnerId, kind: "uuid" },
  createdAt: { column: customers.createdAt, kind: "date" },
  updatedAt: { column: customers.updatedAt, kind: "date" },
  /** The grid's search box: LIKE on "search" reads name, phone (as typed) and email (see customerSearch). */
  search: { column: customers.name, kind: "text", sort: false, like: (pattern) => customerSearch(typedText(pattern)) ?? sql`true` },
};

/** The text typed, back from its contains-pattern ('%0300 1234567%'). */
function typedText(pattern: string): string {
  return pattern.slice(1, -1).replace(/\\(.)/g, "$1");
}

export const customerDefaultSort = [{ field: "createdAt", direction: "DESC" }];

/**
 * Customers whose name or email contains the text, or whose phone is the typed number (in E.164 when it parses)
 * or contains its digits (when the text is nothing but a phone's characters).
 */
export function customerSearch(search: string | null | undefined): SQL | undefined {
  const text = search?.trim() ?? "";
  if (text === "") return undefined;
  const pattern = containsPattern(text);
  const conditions: (SQL | undefined)[] = [ilike(customers.name, pattern), ilike(customers.email, pattern)];
  const e164 = toE164Phone(text);
  if (e164 !== null) conditions.push(sql`${customers.phoneNumber} = ${e164}`);
  // digits only when the text is all phone characters: a name like "Ali 2" must not match every phone with a 2
  const digits = /^[\d\s()+\-.]+$/.test(text) ? text.replace(/\D/g, "").replace(/^0+/, "") : "";
  if (digits.length >= 3) conditions.push(sql`${customers.phoneNumber} like ${`%${digits}%`}`);
  return or(...conditions);
}
