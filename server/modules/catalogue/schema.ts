// The catalogue's GraphQL types and operations: lookups, categories, manufacturers, products, and the product and
// vendor of a lot.
import "./lookupSchema";
import "./categorySchema";
import "./manufacturerSchema";
import "./productSchema";
import "./lotProductSchema";
