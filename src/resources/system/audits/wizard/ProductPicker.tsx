// The specific audit's products: a search of ACTIVE products by name (started only for non-empty text, 300 ms after
// typing stops, up to 500 by name) whose pick joins the chosen list below; each chosen product can be removed.
// A Form.Item control (value: the chosen products, onChange).
import { DeleteOutlined } from "@ant-design/icons";
import { Button, Select, Table, Typography } from "antd";
import { useState } from "react";
import type { FilterCondition } from "../../../../../common/list";
import { useDebouncedValue } from "../../../../hooks/useDebouncedValue";
import { useGqlQuery } from "../../../../providers/gqlHooks";
import { priceText } from "../../../catalogue/options";
import { searchTerm } from "../../../screens/referenceSource";
import { NO_PRODUCTS_FOUND } from "../texts";
import { AUDIT_PRODUCT_SEARCH, type AuditSearchProduct } from "../queries";

/** The audit product search (spec section 9). */
const AUDIT_PRODUCT_SEARCH_DEBOUNCE_MS = 300;
const AUDIT_PRODUCT_SEARCH_LIMIT = 500;

interface Props {
  value?: AuditSearchProduct[];
  onChange?: (products: AuditSearchProduct[]) => void;
}

export function ProductPicker({ value = [], onChange }: Props) {
  const [typed, setTyped] = useState("");
  const term = useDebouncedValue(searchTerm(typed), AUDIT_PRODUCT_SEARCH_DEBOUNCE_MS);
  const conditions: FilterCondition[] = [
    { operator: "EQUAL", field: "status", value: "ACTIVE" },
    { operator: "LIKE", field: "name", value: term },
  ];
  const search = useGqlQuery(["audit-product-search"], AUDIT_PRODUCT_SEARCH, term ? { limit: AUDIT_PRODUCT_SEARCH_LIMIT, filter: [{ logicalOperator: "AND", conditions }] } : null);
  const found = term ? (search.data?.products.data ?? []) : [];
  const chosen = new Set(value.map((product) => product.id));
  const waiting = searchTerm(typed) !== term || search.isFetching;
  const notFound = !searchTerm(typed) ? "Type a product name to search." : waiting ? "Searching…" : NO_PRODUCTS_FOUND;
  return (
    <div>
      <Select<string | null>
        showSearch
        filterOption={false}
        value={null}
        searchValue={typed}
        onSearch={setTyped}
        placeholder="Search a product by name"
        loading={waiting && Boolean(searchTerm(typed))}
        notFoundContent={<span data-testid="audit-product-search-empty">{notFound}</span>}
        options={found.map((product) => ({
          value: product.id,
          disabled: chosen.has(product.id),
          label: (
            <span data-testid={`audit-product-option-${product.secondaryId}`}>
              {product.name} <Typography.Text type="secondary">({product.secondaryId} · {priceText(product.maximumRetailUnitPrice)})</Typography.Text>
            </span>
          ),
        }))}
        onChange={(id) => {
          const product = found.find((candidate) => candidate.id === id);
          if (product && !chosen.has(product.id)) onChange?.([...value, product]);
          setTyped("");
        }}
        style={{ width: "100%" }}
        data-testid="audit-product-search"
        aria-label="Search products"
      />
      <Table<AuditSearchProduct>
        rowKey="id"
        size="small"
        style={{ marginTop: 12 }}
        dataSource={value}
        pagination={value.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: "No product chosen yet." }}
        onRow={(row) => ({ "data-testid": `audit-chosen-${row.secondaryId}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: "Product", key: "name", render: (_, row) => row.name },
          { title: "Code", key: "code", width: 130, render: (_, row) => row.secondaryId },
          { title: "MRP (unit)", key: "mrp", width: 130, align: "right", render: (_, row) => priceText(row.maximumRetailUnitPrice) },
          {
            title: "",
            key: "remove",
            width: 60,
            render: (_, row) => (
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${row.name}`} onClick={() => onChange?.(value.filter((product) => product.id !== row.id))} />
            ),
          },
        ]}
      />
    </div>
  );
}
