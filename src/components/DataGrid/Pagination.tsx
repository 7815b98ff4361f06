import { Button, Select, Space, Typography } from "antd";
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";

interface Props {
  currentPage: number;
  pageSize: number;
  total: number;
  /** The total is an estimate: the grid says "about". */
  totalIsEstimate?: boolean;
  pageSizeOptions: readonly number[];
  disabled?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** Rows-per-page selector, 'Page X of Y', first/previous/next/last. */
export function Pagination({ currentPage, pageSize, total, totalIsEstimate = false, pageSizeOptions, disabled, onPageChange, onPageSizeChange }: Props) {
  const pageCount = pageCountOf(total, pageSize);
  const atStart = currentPage <= 1;
  const atEnd = currentPage >= pageCount;
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <div
      data-testid="grid-pagination"
      style={{ display: "flex", justifyContent: "flex-end", alignItems: "center", gap: 16, padding: "12px 0", flexWrap: "wrap" }}
    >
      <Space>
        <Typography.Text>Rows per page:</Typography.Text>
        <Select
          data-testid="grid-page-size"
          size="small"
          value={pageSize}
          options={sizes.map((size) => ({ label: String(size), value: size }))}
          onChange={(size: number) => onPageSizeChange(size)}
          style={{ width: 76 }}
        />
      </Space>
      {totalIsEstimate && (
        <Typography.Text type="secondary" data-testid="grid-total-estimate">
          about {total.toLocaleString("en-US")} rows
        </Typography.Text>
      )}
      <Typography.Text data-testid="grid-page-info">
        Page {Math.min(currentPage, pageCount)} of {totalIsEstimate ? "about " : ""}
        {pageCount.toLocaleString("en-US")}
      </Typography.Text>
      <Space size={4}>
        <Button size="small" aria-label="First page" data-testid="grid-page-first" icon={<DoubleLeftOutlined />} disabled={disabled || atStart} onClick={() => onPageChange(1)} />
        <Button size="small" aria-label="Previous page" data-testid="grid-page-prev" icon={<LeftOutlined />} disabled={disabled || atStart} onClick={() => onPageChange(currentPage - 1)} />
        <Button size="small" aria-label="Next page" data-testid="grid-page-next" icon={<RightOutlined />} disabled={disabled || atEnd} onClick={() => onPageChange(currentPage + 1)} />
        <Button size="small" aria-label="Last page" data-testid="grid-page-last" icon={<DoubleRightOutlined />} disabled={disabled || atEnd} onClick={() => onPageChange(pageCount)} />
      </Space>
    </div>
  );
}
