// Stock transfers between locations: sending scanned lots or sealed packs, receiving them, and what a transfer
// answering a demand note can send.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
