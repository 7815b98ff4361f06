import { Button, Checkbox, Divider, Popover } from "antd";
import { TableOutlined } from "@ant-design/icons";

interface Props {
  columns: readonly { key: string; title: string }[];
  isVisible: (key: string) => boolean;
  allVisible: boolean;
  onToggle: (key: string) => void;
  onToggleAll: () => void;
}

/** The 'Columns' menu: 'Toggle All' and a checkbox per hideable column. */
export function ColumnsToggle({ columns, isVisible, allVisible, onToggle, onToggleAll }: Props) {
  const someVisible = columns.some((column) => isVisible(column.key));
  const content = (
    <div data-testid="columns-toggle-panel" style={{ display: "flex", flexDirection: "column", gap: 4, minWidth: 180 }}>
      <Checkbox
        data-testid="columns-toggle-all"
        checked={allVisible}
        indeterminate={someVisible && !allVisible}
        onChange={onToggleAll}
      >
        Toggle All
      </Checkbox>
      <Divider style={{ margin: "4px 0" }} />
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          data-testid={`columns-toggle-${column.key}`}
          checked={isVisible(column.key)}
          onChange={() => onToggle(column.key)}
        >
          {column.title}
        </Checkbox>
      ))}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" arrow={false}>
      <Button data-testid="columns-toggle" icon={<TableOutlined />}>
        Columns
      </Button>
    </Popover>
  );
}
