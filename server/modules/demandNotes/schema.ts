// Demand note operations (demand-supply-planning:demand-note:*): getDemandNotes, getDemandNote (id or number),
// getDemandNoteSuggestions, unopenedProductLotInfo, createDemandNote, closeDemandNote.
import { P } from "../../../common/permissions/catalogue";
import { DEMAND_NOTE_TYPES } from "../../../common/planning/suggestedQuantity";
import { DEMAND_NOTE_FULFILLMENT_STATUSES } from "../../../common/schemas/demandNote";
import { assertLocationAllowed } from "../../core/context";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { suggestedLines, type SuggestedLine } from "./history";
import { findDemandNote, listDemandNotes, type DemandNoteLineRow, type DemandNoteRow } from "./queries";
import { closeDemandNote, createDemandNote, unopenedLotInfo } from "./service";

const DemandNoteTypeEnum = builder.enumType("DemandNoteType", { values: DEMAND_NOTE_TYPES });
const FulfillmentStatusEnum = builder.enumType("DemandNoteFulfillmentStatus", { values: DEMAND_NOTE_FULFILLMENT_STATUSES });

const PlaceRef = builder.objectRef<{ id: string; name: string }>("DemandNoteLocation").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const LineProductRef = builder.objectRef<DemandNoteLineRow["product"]>("DemandNoteProduct").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    secondaryId: t.exposeString("secondaryId"),
    manufacturerName: t.exposeString("manufacturerName", { nullable: true }),
  }),
});

const LineRef = builder.objectRef<DemandNoteLineRow>("DemandNoteLine").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    product: t.field({ type: LineProductRef, resolve: (line) => line.product }),
    requestedQuantity: t.exposeInt("requestedQuantity", { description: "Packs asked for." }),
    sentQuantity: t.exposeInt("sentQuantity", { description: "Packs sent by the transfers naming the note." }),
    remainingQuantity: t.exposeInt("remainingQuantity"),
    suggestedQuantity: t.exposeInt("suggestedQuantity", { nullable: true }),
    suggestionReason: t.exposeString("suggestionReason", { nullable: true }),
    currentInventory: t.exposeInt("currentInventory", { description: "Sellable units at the store when the note was made." }),
    price: t.exposeFloat("price"),
    value: t.exposeFloat("value"),
  }),
});

const DemandNoteRef = builder.objectRef<DemandNoteRow>("DemandNote").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    type: t.field({ type: DemandNoteTypeEnum, resolve: (note) => note.type }),
    status: t.exposeString("status"),
    deliveryDate: t.exposeString("deliveryDate"),
    closureReason: t.exposeString("closureReason", { nullable: true }),
    requestedFrom: t.field({ type: PlaceRef, resolve: (note) => note.requestedFrom }),
    requestedTo: t.field({ type: PlaceRef, resolve: (note) => note.requestedTo }),
    fulfillmentStatus: t.field({ type: FulfillmentStatusEnum, resolve: (note) => note.fulfillmentStatus }),
    fulfillmentRatio: t.exposeFloat("fulfillmentRatio"),
    isPartial: t.exposeBoolean("isPartial"),
    stockValue: t.exposeFloat("stockValue"),
    totalItems: t.exposeInt("totalItems"),
    totalRequestedQuantity: t.exposeInt("totalRequestedQuantity"),
    transferSecondaryIds: t.exposeStringList("transferSecondaryIds"),
    lines: t.field({ type: [LineRef], resolve: (note) => note.lines }),
    createdAt: t.field({ type: "DateTime", resolve: (note) => note.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (note) => note.updatedAt }),
  }),
});

const DemandNoteList = listType("DemandNote", DemandNoteRef);

const SuggestionRef = builder.objectRef<SuggestedLine>("DemandNoteSuggestion").implement({
  fields: (t) => ({
    productId: t.exposeID("productId"),
    name: t.exposeString("name"),
    secondaryId: t.exposeString("secondaryId"),
    manufacturerName: t.exposeString("manufacturerName", { nullable: true }),
    packs: t.exposeInt("packs"),
    why: t.exposeString("why"),
    unitsPerPack: t.exposeInt("unitsPerPack"),
    onHandUnits: t.exposeInt("onHandUnits"),
    inTransitUnits: t.exposeInt("inTransitUnits"),
    soldUnits30: t.exposeInt("soldUnits30"),
    soldUnits90: t.exposeInt("soldUnits90"),
    lostUnits30: t.exposeInt("lostUnits30"),
    packPrice: t.float({ resolve: (line) => Number(line.packPrice) }),
  }),
});

const UnopenedInfoRef = builder.objectRef<{ productStatus: string; unopenedCount: number }>("UnopenedProductLotInfo").implement({
  fields: (t) => ({ productStatus: t.exposeString("productStatus"), unopenedCount: t.exposeInt("unopenedCount") }),
});

const LineInputRef = builder.inputType("DemandNoteLineInput", {
  fields: (t) => ({ productId: t.id({ required: true }), requestedQuantity: t.int({ required: true }) }),
});

const CreateDemandNoteInputRef = builder.inputType("CreateDemandNoteInput", {
  fields: (t) => ({
    idempotencyKey: t.string(),
    type: t.field({ type: DemandNoteTypeEnum, required: true }),
    deliveryDate: t.string({ required: true }),
    requestedFromId: t.id({ required: true }),
    requestedToId: t.id({ required: true }),
    lines: t.field({ type: [LineInputRef], required: true }),
  }),
});

const { demandNote } = P.demandSupplyPlanning;

builder.queryField("getDemandNotes", (t) =>
  t.field({
    type: DemandNoteList,
    authScopes: { permission: demandNote.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listDemandNotes(scope, args)),
  }),
);

builder.queryField("getDemandNote", (t) =>
  t.field({
    type: DemandNoteRef,
    authScopes: { permission: [demandNote.details, demandNote.read] },
    args: { id: t.arg.id(), secondaryId: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => findDemandNote(scope, { id: args.id === null || args.id === undefined ? null : String(args.id), secondaryId: args.secondaryId })),
  }),
);

builder.queryField("getDemandNoteSuggestions", (t) =>
  t.field({
    type: [SuggestionRef],
    description: "What the store should ask for now, per product, and why (README 'Demand notes').",
    authScopes: { permission: demandNote.create },
    args: { locationId: t.arg.id({ required: true }), type: t.arg({ type: DemandNoteTypeEnum, required: true }) },
    resolve: (_root, args, ctx) =>
      inTransaction(ctx, (scope) => {
        assertLocationAllowed(scope, String(args.locationId));
        return suggestedLines(scope.tx, scope.tenantId, String(args.locationId), args.type);
      }),
  }),
);

builder.queryField("unopenedProductLotInfo", (t) =>
  t.field({
    type: UnopenedInfoRef,
    authScopes: { permission: [demandNote.read, P.inventory.stockTransfer.create] },
    args: { locationId: t.arg.id({ required: true }), productId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => unopenedLotInfo(scope, String(args.locationId), String(args.productId))),
  }),
);

builder.mutationField("createDemandNote", (t) =>
  t.field({
    type: DemandNoteRef,
    authScopes: { permission: demandNote.create },
    args: { input: t.arg({ type: CreateDemandNoteInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createDemandNote(scope, args.input)),
  }),
);

builder.mutationField("closeDemandNote", (t) =>
  t.field({
    type: DemandNoteRef,
    authScopes: { permission: demandNote.close },
    args: { id: t.arg.id({ required: true }), closureReason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => closeDemandNote(scope, String(args.id), args.closureReason)),
  }),
);
