// The purchase order's product picker: ACTIVE products whose name is LIKE the typed text, the vendor's own
// products (getProductsByVendor) listed first. Picking one adds an item; the box then clears.
import { Select, Tag } from "antd";
import { useState } from "react";
import type { FilterCondition, FilterGroup } from "../../../../common/list";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { REFERENCE_SEARCH_DEBOUNCE_MS, searchTerm } from "../../screens/referenceSource";
import { graphql, type ResultOf } from "../../../graphql";

const SEARCHED_PRODUCT_FIELDS = graphql(`
  fragment SearchedProductFields on Product {
    id secondaryId name buyingUnit sellingUnit uomFactor tradePrice purchasingPrice sellingTaxRate maximumRetailPrice
  }
`);
export type SearchedProduct = ResultOf<typeof SEARCHED_PRODUCT_FIELDS>;

const LIMIT = 20;

const VENDOR_PRODUCTS = graphql(
  `query VendorProducts($vendorId: ID!, $limit: Int, $filter: [FilterGroupInput!]) {
    result: getProductsByVendor(vendorId: $vendorId, page: 1, limit: $limit, filter: $filter) { data { ...SearchedProductFields } }
  }`,
  [SEARCHED_PRODUCT_FIELDS],
);
const ALL_PRODUCTS = graphql(
  `query SearchProducts($limit: Int, $filter: [FilterGroupInput!]) {
    result: getProducts(page: 1, limit: $limit, filter: $filter, sort: [{ field: "name", direction: ASC }]) { data { ...SearchedProductFields } }
  }`,
  [SEARCHED_PRODUCT_FIELDS],
);

function searchFilter(term: string): FilterGroup[] {
  const conditions: FilterCondition[] = [{ operator: "EQUAL", field: "status", value: "ACTIVE" }];
  if (searchTerm(term)) conditions.push({ operator: "LIKE", field: "name", value: searchTerm(term) });
  return [{ logicalOperator: "AND", conditions }];
}

interface Props {
  vendorId: string | null | undefined;
  /** Products already on the order (shown disabled). */
  chosen: ReadonlySet<string>;
  onPick: (product: SearchedProduct) => void;
  testId?: string;
}

export function ProductSearch({ vendorId, chosen, onPick, testId = "po-product-search" }: Props) {
  const [term, setTerm] = useState("");
  const debounced = useDebouncedValue(term, REFERENCE_SEARCH_DEBOUNCE_MS);
  const filter = searchFilter(debounced);
  const vendorProducts = useGqlQuery(["vendor-products"], VENDOR_PRODUCTS, vendorId ? { vendorId, limit: LIMIT, filter } : null);
  const allProducts = useGqlQuery(["product-search"], ALL_PRODUCTS, { limit: LIMIT, filter });

  const fromVendor = vendorId ? (vendorProducts.data?.result.data ?? []) : [];
  const vendorIds = new Set(fromVendor.map((product) => product.id));
  const others = (allProducts.data?.result.data ?? []).filter((product) => !vendorIds.has(product.id));
  const byId = new Map([...fromVendor, ...others].map((product) => [product.id, product]));
  const option = (product: SearchedProduct, own: boolean) => ({
    value: product.id,
    disabled: chosen.has(product.id),
    label: (
      <span data-testid={`product-option-${product.secondaryId}`}>
        {product.name} <span style={{ color: "#8c8c8c" }}>({product.secondaryId})</span>
        {own && (
          <Tag color="green" style={{ marginLeft: 8 }}>
            Vendor
          </Tag>
        )}
      </span>
    ),
  });
  const options = [
    ...(fromVendor.length > 0 ? [{ label: "Vendor's products", options: fromVendor.map((p) => option(p, true)) }] : []),
    ...(others.length > 0 ? [{ label: vendorId ? "Other products" : "Products", options: others.map((p) => option(p, false)) }] : []),
  ];

  return (
    <Select<string | null>
      data-testid={testId}
      aria-label="Add product"
      showSearch
      filterOption={false}
      value={null}
      searchValue={term}
      onSearch={setTerm}
      placeholder="Search a product by name to add it"
      loading={allProducts.isFetching || (Boolean(vendorId) && vendorProducts.isFetching)}
      notFoundContent={allProducts.isFetching ? "Searching…" : "No products found"}
      options={options}
      style={{ width: "100%" }}
      onChange={(id) => {
        const product = id ? byId.get(id) : undefined;
        if (product) {
          onPick(product);
          setTerm("");
        }
      }}
    />
  );
}
