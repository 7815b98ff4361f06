// The column-menu filter of a searched reference (e.g. a purchase order's vendor): the same searched select as
// the forms, applying `field = chosen value`.
import type { CustomFilterProps, GridFilter } from "../../components/DataGrid";
import type { ReferenceSource } from "../types";
import { ReferenceSelect } from "./ReferenceSelect";

function ReferenceFilterSelect({ source, field, testId, current, onApply }: CustomFilterProps & { source: ReferenceSource }) {
  const chosen = current.find((filter) => filter.operator === "eq")?.value;
  return (
    <ReferenceSelect
      source={source}
      values={{}}
      value={typeof chosen === "string" ? chosen : null}
      onChange={(value) => onApply(value === null ? [] : [{ field, operator: "eq", value }])}
      testId={`${testId}-select`}
      placeholder="Type to search"
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    />
  );
}

export function searchedReferenceFilter(source: ReferenceSource): GridFilter {
  return { kind: "custom", render: (props) => <ReferenceFilterSelect source={source} {...props} /> };
}
