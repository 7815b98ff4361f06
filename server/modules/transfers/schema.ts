// Stock transfer operations: getTransfers, getTransferReceives, getTransfer, bulkValidateProductLots,
// createTransfer, getDemandNoteTransferOffer (inventory:stock-transfer:*), receiveTransferItems,
// receiveAllTransferItems (inventory:transfer-receipt:receive).
import { P } from "../../../common/permissions/catalogue";
import { lotCodesSchema, TRANSFER_STATUSES } from "../../../common/schemas/transfer";
import { assertLocationAllowed } from "../../core/context";
import { parseInput } from "../../core/errors";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { demandNoteNumber } from "./demandNoteNumber";
import { demandNoteTransferOffer, type DemandNoteOfferLine } from "./demandNoteOffer";
import { checkLotsForTransfer, type LotCheck, type TransferableLot } from "./lotChecks";
import { findTransfer, listTransfers, transferDestinations, type TransferItemRow, type TransferPlace, type TransferRow } from "./transferQueries";
import { createTransfer, receiveAllTransferItems, receiveTransferItems } from "./transferService";

const TransferStatusEnum = builder.enumType("TransferStatus", { values: TRANSFER_STATUSES });

const TransferPlaceRef = builder.objectRef<TransferPlace>("TransferLocation").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), type: t.exposeString("type") }),
});

type LotOfItem = TransferItemRow["productLot"];
const TransferProductRef = builder.objectRef<LotOfItem["product"]>("TransferProduct").implement({
  fields: (t) => ({ id: t.exposeID("id"), secondaryId: t.exposeString("secondaryId"), name: t.exposeString("name") }),
});
const TransferLotRef = builder.objectRef<LotOfItem>("TransferProductLot").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    actionId: t.exposeString("actionId"),
    batchNumber: t.exposeString("batchNumber"),
    batchExpiry: t.exposeString("batchExpiry"),
    product: t.field({ type: TransferProductRef, resolve: (lot) => lot.product }),
  }),
});

const TransferItemRef = builder.objectRef<TransferItemRow>("TransferItem").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.exposeString("status"),
    quantity: t.exposeInt("quantity", { description: "Selling units the lot held when it was sent." }),
    receivedAt: t.field({ type: "DateTime", nullable: true, resolve: (item) => item.receivedAt }),
    productLot: t.field({ type: TransferLotRef, resolve: (item) => item.productLot }),
  }),
});

const TransferRef = builder.objectRef<TransferRow>("Transfer").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    description: t.exposeString("description", { nullable: true }),
    expectedDeliveryDate: t.exposeString("expectedDeliveryDate", { nullable: true }),
    demandNoteId: t.exposeID("demandNoteId", { nullable: true }),
    demandNoteNumber: t.string({
      nullable: true,
      description: "The number (DN-…) of the demand note the transfer answers; for one transfer's page or print, not for lists.",
      resolve: (transfer, _args, ctx) => (transfer.demandNoteId ? inTransaction(ctx, (scope) => demandNoteNumber(scope, transfer.demandNoteId as string)) : null),
    }),
    status: t.field({ type: TransferStatusEnum, resolve: (transfer) => transfer.status }),
    itemCount: t.exposeInt("itemCount"),
    receivedCount: t.exposeInt("receivedCount"),
    locationFrom: t.field({ type: TransferPlaceRef, resolve: (transfer) => transfer.locationFrom }),
    locationTo: t.field({ type: TransferPlaceRef, resolve: (transfer) => transfer.locationTo }),
    transferItems: t.field({ type: [TransferItemRef], resolve: (transfer) => transfer.transferItems }),
    createdAt: t.field({ type: "DateTime", resolve: (transfer) => transfer.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (transfer) => transfer.updatedAt }),
  }),
});

const TransferList = listType("Transfer", TransferRef);

const TransferableLotRef = builder.objectRef<TransferableLot>("TransferableLot").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    actionId: t.exposeString("actionId"),
    productId: t.exposeID("productId"),
    productName: t.exposeString("productName"),
    quantity: t.exposeInt("quantity"),
    batchExpiry: t.exposeString("batchExpiry"),
    isOpened: t.exposeBoolean("isOpened"),
  }),
});

const LotCheckRef = builder.objectRef<LotCheck>("LotTransferCheck").implement({
  fields: (t) => ({
    actionId: t.exposeString("actionId"),
    valid: t.exposeBoolean("valid"),
    reason: t.exposeString("reason", { nullable: true }),
    lot: t.field({ type: TransferableLotRef, nullable: true, resolve: (check) => check.lot }),
  }),
});

const OfferProductRef = builder.objectRef<DemandNoteOfferLine["product"]>("DemandNoteOfferProduct").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), secondaryId: t.exposeString("secondaryId") }),
});

const OfferLineRef = builder.objectRef<DemandNoteOfferLine>("DemandNoteTransferOfferLine").implement({
  description: "A demand note line still open, and what a transfer from the location asked can send of it now.",
  fields: (t) => ({
    lineId: t.exposeID("lineId"),
    product: t.field({ type: OfferProductRef, resolve: (line) => line.product }),
    requestedQuantity: t.exposeInt("requestedQuantity", { description: "Packs asked for." }),
    remainingQuantity: t.exposeInt("remainingQuantity", { description: "Packs not sent yet." }),
    availablePacks: t.exposeInt("availablePacks", { description: "Sealed packs a transfer may pick there now: unopened, unexpired, in no other transfer." }),
    offeredPacks: t.exposeInt("offeredPacks", { description: "min(remaining, available)." }),
  }),
});

const ProductPacksInputRef = builder.inputType("TransferProductPacksInput", {
  fields: (t) => ({ productId: t.id({ required: true }), packs: t.int({ required: true }) }),
});

const CreateTransferInputRef = builder.inputType("CreateTransferInput", {
  fields: (t) => ({
    idempotencyKey: t.string(),
    locationFromId: t.id({ required: true }),
    locationToId: t.id({ required: true }),
    demandNoteId: t.id(),
    description: t.string(),
    expectedDeliveryDate: t.string(),
    lotCodes: t.stringList({ description: "Scanned lot codes (actionId)." }),
    products: t.field({ type: [ProductPacksInputRef], description: "Products and a number of sealed packs, picked earliest expiry first." }),
  }),
});

const { stockTransfer, transferReceipt } = P.inventory;

builder.queryField("getTransfers", (t) =>
  t.field({
    type: TransferList,
    authScopes: { permission: stockTransfer.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listTransfers(scope, "OUT", args)),
  }),
);

builder.queryField("getTransferReceives", (t) =>
  t.field({
    type: TransferList,
    authScopes: { permission: transferReceipt.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listTransfers(scope, "IN", args)),
  }),
);

builder.queryField("getTransfer", (t) =>
  t.field({
    type: TransferRef,
    authScopes: { permission: [stockTransfer.read, transferReceipt.read] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => findTransfer(scope, args.id)),
  }),
);

builder.queryField("getTransferDestinations", (t) =>
  t.field({
    type: [TransferPlaceRef],
    description: "The company's active locations a transfer may go to, or a demand note may ask (any of them, not only the user's own).",
    authScopes: { permission: [stockTransfer.create, P.demandSupplyPlanning.demandNote.create] },
    args: { locationFromId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inTransaction(ctx, (scope) => {
        assertLocationAllowed(scope, args.locationFromId);
        return transferDestinations(scope, args.locationFromId);
      }),
  }),
);

builder.queryField("getDemandNoteTransferOffer", (t) =>
  t.field({
    type: [OfferLineRef],
    authScopes: { permission: stockTransfer.create },
    args: { demandNoteId: t.arg.id({ required: true }), locationFromId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => demandNoteTransferOffer(scope, String(args.demandNoteId), String(args.locationFromId))),
  }),
);

builder.queryField("bulkValidateProductLots", (t) =>
  t.field({
    type: [LotCheckRef],
    authScopes: { permission: stockTransfer.create },
    args: { locationId: t.arg.id({ required: true }), actionIds: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) =>
      inTransaction(ctx, (scope) => {
        assertLocationAllowed(scope, args.locationId);
        return checkLotsForTransfer(scope.tx, scope.tenantId, args.locationId, parseInput(lotCodesSchema, args.actionIds));
      }),
  }),
);

builder.mutationField("createTransfer", (t) =>
  t.field({
    type: TransferRef,
    authScopes: { permission: stockTransfer.create },
    args: { input: t.arg({ type: CreateTransferInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createTransfer(scope, args.input)),
  }),
);

builder.mutationField("receiveTransferItems", (t) =>
  t.field({
    type: TransferRef,
    authScopes: { permission: transferReceipt.receive },
    args: { transferId: t.arg.id({ required: true }), transferItemsIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => receiveTransferItems(scope, args.transferId, args.transferItemsIds.map(String))),
  }),
);

builder.mutationField("receiveAllTransferItems", (t) =>
  t.field({
    type: TransferRef,
    authScopes: { permission: transferReceipt.receive },
    args: { transferId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => receiveAllTransferItems(scope, args.transferId)),
  }),
);
