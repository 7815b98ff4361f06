// The one uuid check lives in common/ so the browser shares it; re-exported under the name the server uses.
export { isUuid } from "../../common/validation/uuid";
