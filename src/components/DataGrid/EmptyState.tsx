import { Empty } from "antd";
import { GRID_EMPTY_HEIGHT } from "./constants";

export function EmptyState() {
  return (
    <div
      data-testid="grid-empty"
      style={{ height: GRID_EMPTY_HEIGHT, display: "flex", alignItems: "center", justifyContent: "center" }}
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Data Found" />
    </div>
  );
}
