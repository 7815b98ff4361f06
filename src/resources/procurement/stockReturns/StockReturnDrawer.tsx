// A stock return's header and what went back per product (lots, units, value), beside the list.
import { Alert, Descriptions, Drawer, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { priceText } from "../../catalogue/options";
import { errorMessage } from "../../../providers/serverErrors";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { EnumTag } from "../purchaseOrders/status";
import { STOCK_RETURN_STATUS_OPTIONS } from "./resource";
import { PrintStockReturnButton } from "./PrintStockReturnButton";
import { GET_STOCK_RETURN, type StockReturnProduct, type StockReturnRecord } from "./types";

import { DATE_TIME_FORMAT as LONG_DATE } from "../../../../common/format/date";

export function StockReturnDrawer({ stockReturn, onClose }: { stockReturn: StockReturnRecord | null; onClose: () => void }) {
  const id = stockReturn?.id ?? null;
  const details = useGqlQuery(["stock-return"], GET_STOCK_RETURN, id ? { id } : null);
  const loaded = id ? details.data?.stockReturn : undefined;
  const header = loaded ?? stockReturn;
  return (
    <Drawer
      open={Boolean(stockReturn)}
      onClose={onClose}
      width={760}
      title={header ? `Stock Return ${header.secondaryId}` : "Stock Return"}
      extra={header && <PrintStockReturnButton stockReturn={header} withLabel testId="stock-return-drawer-print" />}
      data-testid="stock-return-drawer"
      destroyOnHidden
    >
      {header && (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          {details.error && <Alert type="error" showIcon message={errorMessage(details.error)} />}
          <Descriptions size="small" bordered column={2} data-testid="stock-return-header">
            <Descriptions.Item label="ID">{header.secondaryId}</Descriptions.Item>
            <Descriptions.Item label="Gate Pass">{header.gatePassNumber}</Descriptions.Item>
            <Descriptions.Item label="Vendor">{header.vendor.name}</Descriptions.Item>
            <Descriptions.Item label="Location">{header.location.name}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <EnumTag value={header.status} options={STOCK_RETURN_STATUS_OPTIONS} />
            </Descriptions.Item>
            <Descriptions.Item label="Created At">{dayjs(header.createdAt).format(LONG_DATE)}</Descriptions.Item>
            <Descriptions.Item label="Products">{header.totalProducts}</Descriptions.Item>
            <Descriptions.Item label="Units">{header.totalQty}</Descriptions.Item>
            {loaded && <Descriptions.Item label="Lots">{loaded.lotActionIds.length}</Descriptions.Item>}
            <Descriptions.Item label="Value" span={loaded ? 1 : 2}>
              <strong>{priceText(header.totalValue)}</strong>
            </Descriptions.Item>
            {header.comment && (
              <Descriptions.Item label="Comment" span={2}>
                {header.comment}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table<StockReturnProduct>
            data-testid="stock-return-items"
            size="small"
            rowKey="productId"
            pagination={false}
            loading={details.isLoading}
            dataSource={loaded?.returnItems ?? []}
            columns={[
              { title: "Product", dataIndex: "productName" },
              { title: "Lots", dataIndex: "lotCount", width: 70, align: "right" },
              { title: "Quantity", dataIndex: "quantity", width: 90, align: "right" },
              { title: "Average Purchasing Price (per lot)", key: "average", width: 170, align: "right", render: (_, item) => priceText(item.averagePurchasingPrice) },
              { title: "Value", key: "value", width: 140, align: "right", render: (_, item) => priceText(item.value) },
            ]}
          />
          {loaded && loaded.lotActionIds.length > 0 && (
            <div>
              <Typography.Text type="secondary">Lots returned</Typography.Text>
              <div style={{ marginTop: 8 }}>
                {loaded.lotActionIds.map((code) => (
                  <Tag key={code} style={{ marginBottom: 4 }}>
                    {code}
                  </Tag>
                ))}
              </div>
            </div>
          )}
        </Space>
      )}
    </Drawer>
  );
}
