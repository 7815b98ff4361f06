// The sales module's GraphQL: importing this registers its types and operations.
import "./orderTypesSchema";
import "./cartSchema";
import "./posLookupSchema";
import "./orderSchema";
import "./orderPartiesSchema";
