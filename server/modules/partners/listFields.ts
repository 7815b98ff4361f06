// What getPartners can filter and sort by.
import { PARTNER_STATUSES, PARTNER_TYPES } from "../../../common/schemas/partner";
import { partners } from "../../db/schema";
import type { ListFieldMap } from "../../core/listEngine";

export const partnerListFields: ListFieldMap = {
  id: { column: partners.id, kind: "uuid" },
  secondaryId: { column: partners.secondaryId, kind: "text" },
  name: { column: partners.name, kind: "text" },
  type: { column: partners.type, kind: "enum", values: PARTNER_TYPES },
  status: { column: partners.status, kind: "enum", values: PARTNER_STATUSES },
  email: { column: partners.email, kind: "text" },
  phoneNumber: { column: partners.phoneNumber, kind: "text" },
  contactPerson: { column: partners.contactPerson, kind: "text" },
  cityId: { column: partners.cityId, kind: "uuid" },
  createdAt: { column: partners.createdAt, kind: "date" },
  updatedAt: { column: partners.updatedAt, kind: "date" },
};

export const partnerDefaultSort = [{ field: "name", direction: "ASC" }];
