// Uploaded images: their storage, signed links to them, and the /files HTTP handler.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths).
export { createFilesHandler } from "./http";
export { headerSource } from "./responses";
export { fileUrlForTenant, fileUrlForViewer, fileUrlsForViewer } from "./signedUrls";
export { createLocalFileStorage } from "./storage";
export { createObjectFileStorage } from "./objectStorage";
