import { P } from "../../../../common/permissions/catalogue";
import { priceText } from "../../catalogue/options";
import { defineBespokeResource, type BuiltResource } from "../../defineResource";
import type { FieldOption, ResourceDeclaration } from "../../types";
import { EnumTag } from "../purchaseOrders/status";
import { STOCK_RETURN_LIST_FIELDS, type StockReturnRecord } from "./types";
import { MAIN_LISTING_PAGING } from "../../../components/DataGrid/constants";

export const STOCK_RETURN_LIST = "procurement/stock-return";

export const STOCK_RETURN_STATUS_OPTIONS: readonly FieldOption[] = [{ label: "Completed", value: "COMPLETED", color: "green" }];

export const stockReturnDeclaration: ResourceDeclaration<StockReturnRecord> = {
  name: "stock-return",
  label: "Stock Return",
  parent: "procurement",
  permissions: { list: P.procurement.stockReturn.read, create: P.procurement.stockReturn.create },
  gql: { list: { operation: "getStockReturns", fields: STOCK_RETURN_LIST_FIELDS } },
  scopedToLocation: true,
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  fields: [
    { name: "secondaryId", label: "ID", type: "text", column: { sticky: "left", width: 130 } },
    { name: "gatePassNumber", label: "Gate Pass", type: "text", column: { width: 130 } },
    {
      name: "vendorId",
      label: "Vendor",
      type: "text",
      column: {
        path: "vendor.name",
        sortable: false,
        width: 220,
        filterReference: { resource: "vendor", sorters: [{ field: "name", order: "asc" }] },
      },
    },
    { name: "location.name", label: "Location", type: "text", column: { sortable: false, filter: false, width: 160 } },
    { name: "totalProducts", label: "Products", type: "number", column: { sortable: false, filter: false, width: 100 } },
    { name: "totalQty", label: "Quantity", type: "number", column: { width: 110 } },
    { name: "totalValue", label: "Value", type: "number", column: { width: 150, render: (stockReturn) => priceText(stockReturn.totalValue) } },
    {
      name: "status",
      label: "Status",
      type: "select",
      options: STOCK_RETURN_STATUS_OPTIONS,
      column: { width: 120, render: (stockReturn) => <EnumTag value={stockReturn.status} options={STOCK_RETURN_STATUS_OPTIONS} /> },
    },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 130 } },
  ],
};

export const stockReturnResource: BuiltResource = defineBespokeResource(stockReturnDeclaration, { list: STOCK_RETURN_LIST, create: `${STOCK_RETURN_LIST}/create` });
