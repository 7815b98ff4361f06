// The executable schema: importing each module's schema file registers its types and operations.
import { builder } from "./builder";
import "./scalars";
import "./listTypes";
import "../modules/session/schema";
import "../modules/geo/schema";
import "../modules/locations/schema";
import "../modules/procurement/schema";
import "../modules/catalogue/schema";
import "../modules/inventory/stockSchema";
import "../modules/sales/schema";
import "../modules/sales/orderTimelineSchema";
import "../modules/registers/registerSchema";
import "../modules/registers/sessionSchema";
import "../modules/registers/registerFieldsSchema";
import "../modules/platformFees/schema";
import "../modules/integrations/schema";
import "../modules/fiscal/schema";
import "../modules/transfers/schema";
import "../modules/demandNotes/schema";
import "../modules/reports/schema";
import "../modules/partners/schema";
import "../modules/customers/schema";
import "../modules/discounts/schema";
import "../modules/lostSales/schema";
import "../modules/returns/schema";
import "../modules/returns/returnQuerySchema";

export const schema = builder.toSchema({ sortSchema: false });
