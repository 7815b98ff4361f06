type Text = string | null | undefined;

export interface AddressLike {
  buildingNo?: Text;
  streetAddress1?: Text;
  streetAddress2?: Text;
  streetName?: Text;
  city?: { name?: Text; country?: { name?: Text } | null } | null;
  /** Used when `city` is not loaded. */
  cityName?: Text;
  countryName?: Text;
  state?: Text;
  postalCode?: Text;
}

/** One comma-joined line: building, street lines, city, country, state, postal code; blanks skipped. */
export function formatAddress(address: AddressLike | null | undefined): string {
  if (!address) return "";
  const parts: Text[] = [
    address.buildingNo,
    address.streetAddress1,
    address.streetAddress2,
    address.streetName,
    address.city?.name ?? address.cityName,
    address.city?.country?.name ?? address.countryName,
    address.state,
    address.postalCode,
  ];
  return parts
    .map((part) => (typeof part === "string" ? part.trim() : ""))
    .filter((part) => part !== "")
    .join(", ");
}
