// Until the procurement services are converted: the list engine lives in server/core/listEngine.ts.
export { listPage, planList, type ListFieldMap, type ListPage, type ListQueryArgs } from "../core/listEngine";
