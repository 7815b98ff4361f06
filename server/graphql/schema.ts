// The executable schema: importing each module's face (and the flows') registers its types and operations.
import { builder } from "./builder";
import "./scalars";
import "./listTypes";
import "../modules/users";
import "../modules/geo";
import "../modules/locations";
import "../modules/procurement";
import "../modules/catalogue";
import "../modules/inventory";
import "../modules/sales";
import "../modules/registers";
import "../modules/platformFees";
import "../modules/integrations";
import "../modules/fiscal";
import "../modules/transfers";
import "../modules/adjustments";
import "../modules/demandNotes";
import "../modules/reports";
import "../modules/partners";
import "../modules/customers";
import "../modules/discounts";
import "../modules/lostSales";
import "../modules/returns";
import "../modules/audits";
import "../modules/dashboard";
import "../flows";

export const schema = builder.toSchema({ sortSchema: false });
