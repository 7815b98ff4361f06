import { TreeSelect } from "antd";
import type { BaseRecord } from "@refinedev/core";
import type { FormValues, ReferenceSource } from "../types";
import { useReferenceOptions } from "./useReferenceOptions";

type Value = string | string[] | null;

interface Props {
  source: ReferenceSource;
  values: FormValues;
  multiple?: boolean;
  id?: string;
  value?: Value;
  onChange?: (value: Value) => void;
  placeholder?: string;
  testId: string;
}

export interface TreeNode {
  value: string;
  title: string;
  disabled?: boolean;
  children?: TreeNode[];
}

/** Records linked by `parentKey` → nested nodes (a record whose parent is not loaded becomes a root). */
function buildTree(
  records: readonly BaseRecord[],
  keys: { value: string; label: string; parent: string },
  disabled?: (record: BaseRecord) => boolean,
): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  for (const record of records) {
    const node: TreeNode = { value: String(record[keys.value]), title: String(record[keys.label] ?? "") };
    if (disabled?.(record)) node.disabled = true;
    nodes.set(node.value, node);
  }
  const roots: TreeNode[] = [];
  for (const record of records) {
    const node = nodes.get(String(record[keys.value]));
    const parentId = record[keys.parent];
    const parent = typeof parentId === "string" ? nodes.get(parentId) : undefined;
    if (!node) continue;
    if (parent && parent !== node) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** A reference shown as a tree (e.g. categories by parent), one value or several. */
export function ReferenceTreeSelect({ source, values, multiple, id, value, onChange, placeholder, testId }: Props) {
  const { records, enabled, loading, labelKey, valueKey } = useReferenceOptions(source, values);
  const treeData = buildTree(records, { value: valueKey, label: labelKey, parent: source.tree?.parentKey ?? "parentId" }, source.tree?.disabled);
  const current = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <TreeSelect<string | string[]>
      id={id}
      data-testid={testId}
      multiple={multiple}
      showSearch
      allowClear
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder={placeholder}
      loading={loading}
      disabled={!enabled}
      treeData={treeData}
      value={multiple ? current : (current[0] ?? undefined)}
      onChange={(next) => onChange?.(multiple ? (Array.isArray(next) ? next : next ? [next] : []) : ((Array.isArray(next) ? next[0] : next) ?? null))}
      style={{ width: "100%" }}
    />
  );
}
