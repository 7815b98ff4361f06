// A link to a list filtered through the URL as the lists read their filters (Refine's syncWithLocation:
// filters[i][field|operator|value]); days are business days (Pakistan time, UTC+5). The dashboard's figures and
// the reports' rows lead to the lists behind them through these.
type UrlFilter = { field: string; operator: "eq" | "gte" | "lte"; value: string };

export function listLink(list: string, filters: readonly UrlFilter[] = []): string {
  const params = new URLSearchParams();
  filters.forEach((filter, index) => {
    params.set(`filters[${index}][field]`, filter.field);
    params.set(`filters[${index}][operator]`, filter.operator);
    params.set(`filters[${index}][value]`, filter.value);
  });
  const query = params.toString();
  return `/app/${list}${query ? `?${query}` : ""}`;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000+05:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999+05:00`).toISOString();

/** Made from the first instant of `from` to the last of `to` (business days, inclusive). */
export const madeBetween = (from: string, to: string): UrlFilter[] => [
  { field: "createdAt", operator: "gte", value: dayStart(from) },
  { field: "createdAt", operator: "lte", value: dayEnd(to) },
];
