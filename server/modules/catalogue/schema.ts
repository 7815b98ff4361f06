// The catalogue's GraphQL types and operations: lookups, categories, products.
import "./lookupSchema";
import "./categorySchema";
import "./productSchema";
