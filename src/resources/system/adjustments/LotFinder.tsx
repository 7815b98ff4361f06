// Choosing the lots of an adjustment at the current location: a scanned or typed lot code (any status: a FOUND or
// CORRECTION line may bring units back into an emptied pack), or a search by product, lot code or batch among the
// lots in stock (for an EXPIRED adjustment, among the expired ones). The server checks each line when it is made.
import { PlusOutlined, SearchOutlined } from "@ant-design/icons";
import { Alert, Button, Input, Table } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import type { FilterGroup } from "../../../../common/list";
import type { HandAdjustmentType } from "../../../../common/schemas/adjustment";
import { SEARCH_DEBOUNCE_MS } from "../../../../common/timing";
import { ScanInput } from "../../../components/scan/ScanInput";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { requestDocument, useGqlQuery } from "../../../providers/gqlHooks";
import { errorMessage } from "../../../providers/serverErrors";
import { DATE_FORMAT } from "../../columns";
import { pickedFromExpired, pickedFromLot, type PickedLot } from "./adjustmentLines";
import { EXPIRED_LOTS, SCAN_LOT, SEARCH_LOTS } from "./queries";

const SEARCH_LIMIT = 20;

interface Props {
  location: { id: string; name: string };
  type: HandAdjustmentType | null;
  chosen: ReadonlySet<string>;
  onAdd: (lot: PickedLot) => void;
}

const isNotFound = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: unknown }).code === "NOT_FOUND";

function searchFilter(term: string): FilterGroup[] {
  return term ? [{ logicalOperator: "OR", conditions: ["product.name", "actionId", "batchNumber"].map((field) => ({ operator: "LIKE", field, value: term })) }] : [];
}

/** The lots a search shows: in stock and unexpired, or, for an EXPIRED adjustment, the expired ones. */
function useFoundLots(locationId: string, type: HandAdjustmentType | null, term: string) {
  const expiredOnly = type === "EXPIRED";
  const inStock = useGqlQuery(["adjustment-lot-search"], SEARCH_LOTS, !expiredOnly && term ? { locationId, limit: SEARCH_LIMIT, filter: searchFilter(term) } : null);
  const expired = useGqlQuery(["expired-lots"], EXPIRED_LOTS, expiredOnly ? { locationId } : null);
  if (expiredOnly) {
    const needle = term.toLowerCase();
    const lots = (expired.data?.expired.lots ?? []).map(pickedFromExpired).filter((lot) => !needle || `${lot.productName} ${lot.actionId}`.toLowerCase().includes(needle));
    return { lots, loading: expired.isFetching, error: expired.error };
  }
  return { lots: (inStock.data?.result.data ?? []).map(pickedFromLot), loading: inStock.isFetching, error: inStock.error };
}

export function LotFinder({ location, type, chosen, onAdd }: Props) {
  const [scanError, setScanError] = useState<string | null>(null);
  const [text, setText] = useState("");
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useFoundLots(location.id, type, term);

  const scan = async (code: string): Promise<boolean> => {
    try {
      const { lot } = await requestDocument(SCAN_LOT, { actionId: code, locationId: location.id });
      if (chosen.has(lot.id)) {
        setScanError(`${code} is in the adjustment already.`);
        return false;
      }
      onAdd(pickedFromLot(lot));
      setScanError(null);
      return true;
    } catch (error) {
      setScanError(isNotFound(error) ? `No lot ${code} at ${location.name}.` : (errorMessage(error) ?? "The lot could not be looked up."));
      return false;
    }
  };

  // a scan's refusal is about that code: what the user does next (a search, a lot added) replaces it
  const add = (lot: PickedLot) => {
    setScanError(null);
    onAdd(lot);
  };
  const showResults = type === "EXPIRED" || term !== "";
  return (
    <div>
      <ScanInput testId="adjustment-scan" ariaLabel="Scan or type a lot code" placeholder="Scan or type a lot code and press Enter" onScan={scan} style={{ maxWidth: 520 }} />
      {scanError && <Alert style={{ margin: "8px 0", maxWidth: 520 }} type="error" showIcon message={scanError} data-testid="adjustment-scan-error" />}
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={type === "EXPIRED" ? "Filter the expired lots by product or lot code" : "Or search the lots here by product, lot code or batch"}
        value={text}
        onChange={(event) => {
          setScanError(null);
          setText(event.target.value);
        }}
        style={{ maxWidth: 520, display: "flex", marginTop: 12 }}
        data-testid="adjustment-lot-search"
      />
      {found.error && <Alert style={{ marginTop: 8 }} type="error" showIcon message={errorMessage(found.error)} />}
      {showResults && (
        <Table<PickedLot>
          style={{ marginTop: 8 }}
          size="small"
          rowKey="id"
          loading={found.loading}
          dataSource={found.lots}
          pagination={found.lots.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          locale={{ emptyText: type === "EXPIRED" ? "No expired lot in stock here." : "No lot in stock here matches." }}
          data-testid="adjustment-lot-results"
          columns={[
            { title: "Lot", dataIndex: "actionId", width: 190 },
            { title: "Product", dataIndex: "productName" },
            { title: "Expiry", key: "expiry", width: 110, render: (_, lot) => dayjs(lot.batchExpiry).format(DATE_FORMAT) },
            { title: "Units", dataIndex: "quantity", width: 80, align: "right" },
            {
              title: "",
              key: "add",
              width: 90,
              render: (_, lot) => (
                <Button size="small" icon={<PlusOutlined />} disabled={chosen.has(lot.id)} onClick={() => add(lot)} data-testid={`adjustment-add-${lot.actionId}`}>
                  Add
                </Button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
