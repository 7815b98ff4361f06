// /files: POST /files?for=<purpose> uploads an image (upload.ts); GET/HEAD /files/<tenantId>/<name> serves one
// to its tenant (serve.ts). Sessions are resolved exactly as for /graphql.
import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddressOf } from "../../http/clientAddress";
import { createRequestContext, type RequestDeps } from "../../session/requestContext";
import { createUploadQuota } from "./quota";
import { answer, headerSource } from "./responses";
import { serveFile } from "./serve";
import { fileUrlKey } from "./signedUrls";
import type { FileStorage } from "./storage";
import { handleUpload } from "./upload";

export function createFilesHandler(deps: RequestDeps & { storage: FileStorage }) {
  const { storage, config, db } = deps;
  const key = fileUrlKey(config);
  const quota = createUploadQuota(db, storage, config.filesQuotaBytes);
  const contextOf = (req: IncomingMessage) => {
    const headers = headerSource(req);
    return createRequestContext(deps, { headers, clientAddress: clientAddressOf(req, headers, config.trustProxy) });
  };

  return async function handleFiles(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method === "POST" && pathname === "/files") return handleUpload({ storage, quota, fileUrlKey: key }, await contextOf(req), req, res);
    if (req.method === "GET" || req.method === "HEAD") return serveFile({ storage, fileUrlKey: key, contextOf }, req, res, pathname);
    req.resume();
    return answer(res, 405, { message: "Method not allowed." });
  };
}
