import type { ComponentType, LazyExoticComponent, ReactNode } from "react";
import type { BaseRecord, CrudFilter, CrudSort } from "@refinedev/core";
import type { z } from "zod";
import type { UploadPurpose } from "../../common/files/uploads";
import type { GridFilter } from "../components/DataGrid";
import type { PickerLoading } from "../providers/listQuery";
import type { GqlOperations, PermissionsByAction } from "../providers/resourceMeta";

export type FieldType = "text" | "textarea" | "select" | "number" | "reference" | "boolean" | "date" | "image" | "list";

/** Current form values, as antd holds them. */
export type FormValues = Record<string, unknown>;

export interface FieldOption {
  label: string;
  value: string;
  /** antd tag colour used by the column. */
  color?: string;
}

/**
 * Where a reference field takes its options: another declared resource's list operation. Whether they are
 * loaded whole or searched as the user types is that resource's `picker` (declared once, on the resource).
 */
export interface ReferenceSource {
  resource: string;
  /** Selection set fetched for the options; defaults to "id name". */
  fields?: string;
  optionLabel?: string;
  optionValue?: string;
  sorters?: CrudSort[];
  /** Filters, possibly from other form values (e.g. cities of the chosen country). */
  filters?: (values: FormValues) => CrudFilter[];
  /** Options wait until this returns true (e.g. a country is chosen). */
  enabled?: (values: FormValues) => boolean;
  /** Shown as a tree (records link to their parent by this key, e.g. "parentId"); fields must include it. */
  tree?: { parentKey: string; disabled?: (record: BaseRecord) => boolean };
  /**
   * '+ Add "<typed text>"' in the select: creates `{ name: text }` through this resource's create operation
   * (e.g. the "tags" lookup's createTag) and selects the new record.
   */
  inlineCreate?: { resource: string };
}

/**
 * Number inputs: a prefix or suffix shown in the box. No range or precision here: the input would clamp or round
 * a bad value silently; the form schema's rule refuses it with its message instead.
 */
export interface NumberOptions {
  prefix?: string;
  suffix?: string;
}

/** Image uploads (POST /files): many → the value is a list of URLs, else one URL. */
export interface ImageOptions {
  /** What the images belong to (the server checks the uploader may create or edit it). */
  for: UploadPurpose;
  max?: number;
}

export interface ColumnOptions<TRecord> {
  /** Column header; defaults to the field label. */
  title?: string;
  /** Server field to sort and filter by (e.g. "city.name"); defaults to the field name. */
  field?: string;
  /** Dotted path displayed (e.g. "city.name"); defaults to `field`. */
  path?: string;
  width?: number;
  sortable?: boolean;
  /** Filter shown in the column menu: a kind, or false for none. Default from the field type. */
  filter?: Exclude<GridFilter["kind"], "custom"> | false;
  /** A "select" filter whose options are another resource's records (e.g. manufacturers). */
  filterReference?: ReferenceSource;
  render?(record: TRecord): ReactNode;
  sticky?: "left" | "right";
}

export interface FormOptions<TRecord> {
  /** Grid span out of 24 (default 12). */
  span?: number;
  /** Fields whose change resets this one (and re-validates it). */
  dependsOn?: readonly string[];
  /** Hidden (and sent as null) unless this returns true. */
  visibleWhen?: (values: FormValues) => boolean;
  /** Value loaded from the record in edit mode; defaults to record[name]. */
  fromRecord?(record: TRecord): unknown;
  placeholder?: string;
  /** Shown with the required mark. */
  required?: boolean;
  /** A write-only secret (a text field typed masked, never filled from the record). */
  secret?: boolean;
  /** Help under the input, from the current values (may be a component using hooks). */
  extra?: (values: FormValues) => ReactNode;
}

/** TRow: a row of the list (its columns render it); TFormRecord: the record the edit form loads (defaults to TRow). */
export interface FieldDeclaration<TRow, TFormRecord = TRow> {
  /** Form value and input key (e.g. "cityId", "warehouse_id"); also the default column field. */
  name: string;
  label: string;
  type: FieldType;
  options?: readonly FieldOption[];
  reference?: ReferenceSource;
  /** Several values (select with options, reference, image): the value is a list. */
  multiple?: boolean;
  number?: NumberOptions;
  image?: ImageOptions;
  /** type "list": the fields of one row (rows are added and removed in the form). */
  itemFields?: readonly FieldDeclaration<BaseRecord>[];
  /** false: not a column. */
  column?: ColumnOptions<TRow> | false;
  /** false: not in the form. */
  form?: FormOptions<TFormRecord> | false;
}

export interface FormMessages {
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
}

/** A titled group of fields on a page-style form. */
export interface FormSection {
  title: string;
  fields: readonly string[];
}

export interface ResourceForm<TRecord> {
  /** "modal": opened on the list by ?mode=create|edit&id=; "page": routes create and update/:id. */
  mode: "modal" | "page";
  titles: { create: string; edit: string };
  messages: FormMessages;
  /** Zod schema of the whole form (from common/); validates on submit and per field. */
  schema: z.ZodType;
  /** Loaded before the form shows, when the schema's rules need it (e.g. loadPhoneRules). */
  prepare?: () => Promise<unknown>;
  initialValues?: FormValues;
  /** Parsed form values → the mutation input (e.g. drop form-only fields). */
  toInput?: (values: FormValues) => Record<string, unknown>;
  /** For fields without their own fromRecord. */
  fromRecord?(record: TRecord): FormValues;
  /** Page forms: fields grouped in titled cards (fields in no section follow in a last card). */
  sections?: readonly FormSection[];
}

/**
 * TRow: a row as the list operation selects it; TFormRecord: the record as the one operation selects it for the edit
 * form (defaults to TRow). Both are the `ResultOf` of the resource's fragments (src/graphql), never written by hand.
 */
export interface ResourceDeclaration<TRow extends BaseRecord = BaseRecord, TFormRecord extends BaseRecord = TRow> {
  name: string;
  label: string;
  /** Menu group (a name-only resource the shell declares). */
  parent?: string;
  /** Paths relative to /app, e.g. "system/locations"; aliases render the same list. */
  routes?: { list: string; aliases?: readonly string[] };
  permissions?: PermissionsByAction;
  gql: GqlOperations;
  fields?: readonly FieldDeclaration<TRow, TFormRecord>[];
  defaultSort?: CrudSort[];
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  /** Name search box above the grid (server LIKE on this field). */
  search?: { field: string; placeholder?: string };
  form?: ResourceForm<TFormRecord>;
  /** Shown above the list's grid (e.g. why a setting cannot take effect on this server). */
  notice?: ComponentType;
  /** Not in the menu (lookups). */
  hide?: boolean;
  /**
   * How pickers of this resource's records (form references, column filters) get their options: "lookup" for
   * a small table loaded whole; by default searched on the server as the user types (LIKE on "name").
   */
  picker?: PickerLoading;
  /** Locations-scoped lists send the current location. */
  scopedToLocation?: boolean;
  /**
   * The record's own page (route `<list>/show/:id`, behind the show permission, else the list's), loaded on
   * demand; the list opens it by a row click and a View action.
   */
  show?: LazyExoticComponent<ComponentType>;
}
