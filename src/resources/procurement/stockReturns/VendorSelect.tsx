// Every vendor of the company by name (inactive ones too: stock goes back to whoever supplied it).
import { Select, Typography } from "antd";
import { LIST_LIMIT_MAX } from "../../../../common/list";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { errorMessage } from "../../serverErrors";
import { GET_VENDORS, type VendorOption } from "./types";

interface Props {
  value: string | null;
  onChange: (vendor: VendorOption | null) => void;
  disabled?: boolean;
}

export function VendorSelect({ value, onChange, disabled }: Props) {
  const vendors = useGqlQuery<{ result: { data: VendorOption[] } }>(["return-vendors"], GET_VENDORS, { limit: LIST_LIMIT_MAX });
  const all = vendors.data?.result.data ?? [];
  return (
    <>
      <Select
        data-testid="stock-return-vendor"
        aria-label="Vendor"
        showSearch
        allowClear
        disabled={disabled}
        optionFilterProp="label"
        placeholder="Search a vendor by name"
        loading={vendors.isFetching}
        status={vendors.error ? "error" : undefined}
        value={value ?? undefined}
        onChange={(id: string | undefined) => onChange(all.find((vendor) => vendor.id === id) ?? null)}
        options={all.map((vendor) => ({ value: vendor.id, label: vendor.status === "ACTIVE" ? vendor.name : `${vendor.name} (${vendor.status.toLowerCase()})` }))}
      />
      {vendors.error && (
        <Typography.Text type="danger" role="alert" style={{ display: "block", marginTop: 4 }} data-testid="stock-return-vendor-error">
          The vendors could not be loaded: {errorMessage(vendors.error) ?? "please try again."}
        </Typography.Text>
      )}
    </>
  );
}
