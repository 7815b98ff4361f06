// How many packs a store should ask its warehouse for, per product (demand notes, README "Demand notes"):
//
//   daily demand  = max(units sold in 30 days / 30, units sold in 90 days / 90) + units asked for and lost in 30 days / 30
//   cover days    = the note type's cover (URGENT 3, WEEKLY 7, PARTNER 14, MONTHLY 30) + the product's warehouse lead time
//                   (skuWarehouseLeadTime, 2 days when unset)
//   needed packs  = daily demand × cover days / units per pack + the minimum level (safety stock, packs)
//   position      = sellable packs on hand + packs already in transit to the store
//   suggested     = ceil(needed − position), at least 0, and no more than the maximum level − position when a maximum
//                   is set; 0 while the position is above the reorder level, when one is set (the reorder point).
// Pure: the server gathers the numbers with SQL aggregates and applies this; the screen shows `why` per line.
export const DEMAND_NOTE_TYPES = ["WEEKLY", "MONTHLY", "URGENT", "PARTNER"] as const;
export type DemandNoteType = (typeof DEMAND_NOTE_TYPES)[number];

export const COVER_DAYS: Readonly<Record<DemandNoteType, number>> = { URGENT: 3, WEEKLY: 7, PARTNER: 14, MONTHLY: 30 };
export const DEFAULT_LEAD_TIME_DAYS = 2;

export interface DemandHistory {
  /** Selling units per pack (the product's uomFactor). */
  unitsPerPack: number;
  /** Sellable units at the store now, and units in transit to it. */
  onHandUnits: number;
  inTransitUnits: number;
  soldUnits30: number;
  soldUnits90: number;
  lostUnits30: number;
  minimumLevel: number | null;
  maximumLevel: number | null;
  reorderLevel: number | null;
  leadTimeDays: number | null;
}

export interface Suggestion {
  packs: number;
  why: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function suggestPacks(history: DemandHistory, type: DemandNoteType): Suggestion {
  const perPack = Math.max(1, history.unitsPerPack);
  const daily = Math.max(history.soldUnits30 / 30, history.soldUnits90 / 90) + history.lostUnits30 / 30;
  const lead = history.leadTimeDays ?? DEFAULT_LEAD_TIME_DAYS;
  const cover = COVER_DAYS[type] + lead;
  const minimum = history.minimumLevel ?? 0;
  const needed = (daily * cover) / perPack + minimum;
  const position = (history.onHandUnits + history.inTransitUnits) / perPack;
  let packs = Math.max(0, Math.ceil(needed - position - 1e-9));
  const capped = history.maximumLevel !== null && packs > history.maximumLevel - position;
  if (capped) packs = Math.max(0, Math.floor((history.maximumLevel ?? 0) - position));
  const aboveReorder = history.reorderLevel !== null && position > history.reorderLevel;
  if (aboveReorder) packs = 0;
  const parts = [
    `sold ${history.soldUnits30} in 30 days, ${history.soldUnits90} in 90 days`,
    history.lostUnits30 > 0 ? `${history.lostUnits30} asked for and lost` : null,
    `${round1(daily)} a day × ${cover} days (${COVER_DAYS[type]} + ${lead} lead) = ${round1((daily * cover) / perPack)} packs`,
    minimum > 0 ? `+ ${minimum} minimum` : null,
    `− ${round1(position)} on hand and in transit`,
    capped ? `capped at the maximum of ${history.maximumLevel}` : null,
    aboveReorder ? `above the reorder level of ${history.reorderLevel}` : null,
  ].filter((part) => part !== null);
  return { packs, why: `${parts.join("; ")} → ${packs} pack${packs === 1 ? "" : "s"}.` };
}
