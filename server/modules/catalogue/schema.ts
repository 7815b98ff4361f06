// The catalogue's GraphQL types and operations: lookups, categories, manufacturers, products.
import "./lookupSchema";
import "./categorySchema";
import "./manufacturerSchema";
import "./productSchema";
