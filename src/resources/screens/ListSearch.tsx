import { useEffect, useRef, useState } from "react";
import { Input } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import type { CrudFilter } from "@refinedev/core";
import { SEARCH_DEBOUNCE_MS } from "../../../common/timing";
import { filtersOfField, replaceFieldFilters } from "../../components/DataGrid/filterState";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";

interface Props {
  field: string;
  placeholder?: string;
  filters: readonly CrudFilter[];
  onFiltersChange: (filters: CrudFilter[]) => void;
}

const containsValue = (filters: readonly CrudFilter[], field: string) =>
  String(filtersOfField(filters, field).find((filter) => filter.operator === "contains")?.value ?? "");

/**
 * The list's name search: a LIKE filter on `field`, applied 500 ms after typing stops; empty removes it. The box
 * shows the filter in force: cleared or changed elsewhere (the column menu's Clear Filter, a link), it follows.
 */
export function ListSearch({ field, placeholder, filters, onFiltersChange }: Props) {
  const applied = containsValue(filters, field);
  const [text, setText] = useState(applied);
  const [shownFilter, setShownFilter] = useState(applied);
  if (applied !== shownFilter) {
    // adjusted while rendering (not in an effect), so the old text never shows beside the new rows
    setShownFilter(applied);
    if (applied !== text.trim()) setText(applied);
  }
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ filters, onFiltersChange, applied });
  // declared before the effect below, so it runs first and that effect sees this render's values
  useEffect(() => {
    latest.current = { filters, onFiltersChange, applied };
  });

  useEffect(() => {
    const { filters: current, onFiltersChange: change, applied: before } = latest.current;
    const value = debounced.trim();
    if (value === before) return;
    change(replaceFieldFilters(current, field, value ? [{ field, operator: "contains", value }] : []));
  }, [debounced, field]);

  return (
    <Input
      data-testid="list-search"
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder ?? "Search by name"}
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ width: 280 }}
    />
  );
}
