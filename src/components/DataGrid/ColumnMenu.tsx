import { useState, type ReactNode } from "react";
import { Button, Divider, Popover } from "antd";
import { ClearOutlined, FilterFilled, MoreOutlined, SortAscendingOutlined, SortDescendingOutlined } from "@ant-design/icons";
import type { CrudFilter, CrudSort, LogicalFilter } from "@refinedev/core";
import { ColumnFilterForm } from "./ColumnFilterForm";
import { filtersOfField, replaceFieldFilters, sortOfField } from "./filterState";
import type { GridFilter } from "./types";

interface Props {
  columnKey: string;
  field: string;
  sortable: boolean;
  filter?: GridFilter;
  sorters: readonly CrudSort[];
  filters: readonly CrudFilter[];
  onSortersChange?: (sorters: CrudSort[]) => void;
  onFiltersChange?: (filters: CrudFilter[]) => void;
}

/** The per-column popup, reading as the spec's: 'A to Z', 'Z to A', 'Clear Filter', then the filter's inputs and 'Filter'. */
export function ColumnMenu({ columnKey, field, sortable, filter, sorters, filters, onSortersChange, onFiltersChange }: Props) {
  const [open, setOpen] = useState(false);
  const testId = `column-menu-${columnKey}`;
  const sort = sortOfField(sorters, field);
  const active = filtersOfField(filters, field);

  const setSort = (order: "asc" | "desc") => {
    onSortersChange?.(sort === order ? [] : [{ field, order }]);
    setOpen(false);
  };
  const applyFilter = (next: LogicalFilter[]) => {
    onFiltersChange?.(replaceFieldFilters(filters, field, next));
    setOpen(false);
  };

  const content = (
    <div data-testid={`${testId}-panel`} style={{ width: 240 }}>
      {sortable && (
        <>
          <MenuButton testId={`${testId}-asc`} selected={sort === "asc"} icon={<SortAscendingOutlined />} onClick={() => setSort("asc")}>
            A to Z
          </MenuButton>
          <MenuButton testId={`${testId}-desc`} selected={sort === "desc"} icon={<SortDescendingOutlined />} onClick={() => setSort("desc")}>
            Z to A
          </MenuButton>
        </>
      )}
      {filter && (
        <>
          <MenuButton testId={`${testId}-clear`} disabled={active.length === 0} icon={<ClearOutlined />} onClick={() => applyFilter([])}>
            Clear Filter
          </MenuButton>
          <Divider style={{ margin: "8px 0" }} />
          {/* keyed by the active filter so the draft resets when the filter changes elsewhere */}
          <ColumnFilterForm
            key={JSON.stringify(active)}
            field={field}
            testId={`${testId}-filter`}
            filter={filter}
            current={active}
            onApply={applyFilter}
          />
        </>
      )}
    </div>
  );

  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft" arrow={false}>
      <Button
        type="text"
        size="small"
        data-testid={testId}
        aria-label="Column menu"
        onClick={(event) => event.stopPropagation()}
        icon={active.length > 0 ? <FilterFilled style={{ color: "#1677ff" }} /> : sortIcon(sort)}
      />
    </Popover>
  );
}

function sortIcon(sort: "asc" | "desc" | undefined) {
  if (sort === "asc") return <SortAscendingOutlined style={{ color: "#1677ff" }} />;
  if (sort === "desc") return <SortDescendingOutlined style={{ color: "#1677ff" }} />;
  return <MoreOutlined />;
}

interface MenuButtonProps {
  testId: string;
  selected?: boolean;
  disabled?: boolean;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}

function MenuButton({ testId, selected, disabled, icon, onClick, children }: MenuButtonProps) {
  return (
    <Button
      type={selected ? "link" : "text"}
      block
      disabled={disabled}
      data-testid={testId}
      icon={icon}
      onClick={onClick}
      style={{ justifyContent: "flex-start", fontWeight: selected ? 600 : undefined }}
    >
      {children}
    </Button>
  );
}
