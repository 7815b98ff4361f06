import { EyeOutlined } from "@ant-design/icons";
import { Button, Space, Tooltip } from "antd";
import { useState } from "react";
import { appPath } from "../../defineResource";
import { BespokeListPage } from "../../screens/BespokeListPage";
import { CreatedReturnNotice } from "./CreatedReturnNotice";
import { PrintStockReturnButton } from "./PrintStockReturnButton";
import { StockReturnDrawer } from "./StockReturnDrawer";
import { STOCK_RETURN_LIST, stockReturnDeclaration } from "./resource";
import type { StockReturnRecord } from "./types";

export function StockReturnListPage() {
  const [shown, setShown] = useState<StockReturnRecord | null>(null);
  return (
    <>
      <CreatedReturnNotice />
      <BespokeListPage<StockReturnRecord>
        declaration={stockReturnDeclaration}
        createPath={appPath(`${STOCK_RETURN_LIST}/create`)}
        actionsWidth={110}
        actions={(stockReturn) => (
          <Space size={0}>
            <Tooltip title="Details">
              <Button
                type="text"
                icon={<EyeOutlined />}
                aria-label="Details"
                data-testid={`view-stock-return-${stockReturn.secondaryId}`}
                onClick={() => setShown(stockReturn)}
              />
            </Tooltip>
            <PrintStockReturnButton stockReturn={stockReturn} />
          </Space>
        )}
      />
      <StockReturnDrawer stockReturn={shown} onClose={() => setShown(null)} />
    </>
  );
}
