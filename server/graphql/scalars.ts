// The custom scalars: JSON (filter values) and DateTime (ISO 8601 timestamps).
import { DateTimeResolver, JSONResolver } from "graphql-scalars";
import { builder } from "./builder";

builder.addScalarType("JSON", JSONResolver);
builder.addScalarType("DateTime", DateTimeResolver);
