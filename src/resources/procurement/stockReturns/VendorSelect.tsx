// A vendor of the company, searched by name on the server as the user types (inactive ones too: stock goes back
// to whoever supplied it). The chosen vendor keeps its label whatever the current matches are.
import { Select, Typography } from "antd";
import { useState } from "react";
import type { FilterGroup } from "../../../../common/list";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { REFERENCE_SEARCH_DEBOUNCE_MS, REFERENCE_SEARCH_LIMIT, searchTerm } from "../../screens/referenceSource";
import { errorMessage } from "../../../providers/serverErrors";
import { GET_VENDORS, type VendorOption } from "./types";

interface Props {
  value: string | null;
  onChange: (vendor: VendorOption | null) => void;
  disabled?: boolean;
}

const labelOf = (vendor: VendorOption) => (vendor.status === "ACTIVE" ? vendor.name : `${vendor.name} (${vendor.status.toLowerCase()})`);

function nameFilter(typed: string): FilterGroup[] | undefined {
  const term = searchTerm(typed);
  return term ? [{ conditions: [{ operator: "LIKE", field: "name", value: term }] }] : undefined;
}

export function VendorSelect({ value, onChange, disabled }: Props) {
  const [typed, setTyped] = useState("");
  const term = useDebouncedValue(typed, REFERENCE_SEARCH_DEBOUNCE_MS);
  // vendors picked here: the page may keep the previous one (it asks first), so every pick is remembered
  const [picked, setPicked] = useState<Record<string, VendorOption>>({});
  const vendors = useGqlQuery(["return-vendors"], GET_VENDORS, { limit: REFERENCE_SEARCH_LIMIT, filter: nameFilter(term) });
  const found = vendors.data?.result.data ?? [];
  const current = value && !found.some((vendor) => vendor.id === value) ? picked[value] : undefined;
  const shown = current ? [current, ...found] : found;
  const searching = vendors.isFetching || typed !== term;
  return (
    <>
      <Select
        data-testid="stock-return-vendor"
        aria-label="Vendor"
        showSearch
        allowClear
        disabled={disabled}
        filterOption={false}
        onSearch={setTyped}
        onBlur={() => setTyped("")}
        notFoundContent={searching ? "Searching…" : "No vendors match"}
        placeholder="Search a vendor by name"
        loading={vendors.isFetching}
        status={vendors.error ? "error" : undefined}
        value={value ?? undefined}
        onChange={(id: string | undefined) => {
          const vendor = shown.find((candidate) => candidate.id === id) ?? null;
          if (vendor) setPicked((previous) => ({ ...previous, [vendor.id]: vendor }));
          onChange(vendor);
        }}
        options={shown.map((vendor) => ({ value: vendor.id, label: labelOf(vendor) }))}
      />
      {vendors.error && (
        <Typography.Text type="danger" role="alert" style={{ display: "block", marginTop: 4 }} data-testid="stock-return-vendor-error">
          The vendors could not be loaded: {errorMessage(vendors.error) ?? "please try again."}
        </Typography.Text>
      )}
    </>
  );
}
