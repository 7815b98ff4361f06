// The product's own fields, grouped as the form groups them, read-only.
import { Card, Descriptions, Space, Typography } from "antd";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { DATE_FORMAT } from "../../columns";
import { NameTags, priceText } from "../options";
import { readable } from "./labels";
import type { ProductView } from "./queries";

const text = (value: string | number | null | undefined): ReactNode => (value === null || value === undefined || value === "" ? "—" : value);
const percent = (value: number | null) => (value === null ? "—" : `${value}%`);
const yesNo = (value: boolean) => (value ? "Yes" : "No");

export function ProductDetails({ product }: { product: ProductView }) {
  const tax =
    product.sellingTaxRate === null ? "—" : `${product.sellingTaxRate}%${product.taxGroup ? ` (${product.taxGroup.name})` : ""}`;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="product-details">
      <Card size="small" title="Identity">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label="ID">{product.secondaryId}</Descriptions.Item>
          <Descriptions.Item label="SKU">{text(product.skuCode)}</Descriptions.Item>
          <Descriptions.Item label="GTIN">{text(product.gtin)}</Descriptions.Item>
          <Descriptions.Item label="Manufacturer">{text(product.manufacturer?.name)}</Descriptions.Item>
          <Descriptions.Item label="Generic Formula">{text(product.genericFormula?.name)}</Descriptions.Item>
          <Descriptions.Item label="SKU Department">{text(product.skuDepartment)}</Descriptions.Item>
          <Descriptions.Item label="Categories">
            <NameTags items={product.categories} />
          </Descriptions.Item>
          <Descriptions.Item label="Tags">
            <NameTags items={product.tags} />
          </Descriptions.Item>
          <Descriptions.Item label="Vendors">
            <NameTags items={product.vendors} />
          </Descriptions.Item>
        </Descriptions>
        {product.description && <Typography.Paragraph style={{ margin: "8px 0 0" }}>{product.description}</Typography.Paragraph>}
      </Card>
      <Card size="small" title="Units and Prices">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label="Units">{`${product.uomFactor} ${readable(product.sellingUnit)} per ${readable(product.buyingUnit)}`}</Descriptions.Item>
          <Descriptions.Item label="MRP">{priceText(product.maximumRetailPrice)}</Descriptions.Item>
          <Descriptions.Item label="Unit Price">{priceText(product.maximumRetailUnitPrice)}</Descriptions.Item>
          <Descriptions.Item label="Purchasing Price">{priceText(product.purchasingPrice)}</Descriptions.Item>
          <Descriptions.Item label="Trade Price">{priceText(product.tradePrice)}</Descriptions.Item>
          <Descriptions.Item label="Margin">{percent(product.margins)}</Descriptions.Item>
          <Descriptions.Item label="Selling Tax">{tax}</Descriptions.Item>
          <Descriptions.Item label="Prices Include Tax">{yesNo(product.isTaxInclusive)}</Descriptions.Item>
          <Descriptions.Item label="Discount">{percent(product.discountPercentage)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title="Pharmacy and Stock Levels">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label="Item Nature">{product.itemNature ? readable(product.itemNature) : "—"}</Descriptions.Item>
          <Descriptions.Item label="Stock Nature">{product.stockNature ? readable(product.stockNature) : "—"}</Descriptions.Item>
          <Descriptions.Item label="Prescription Required">{yesNo(product.prescriptionRequired)}</Descriptions.Item>
          <Descriptions.Item label="Drug Regulator ID">{text(product.drugRegulatorId)}</Descriptions.Item>
          <Descriptions.Item label="Release Channels">{product.itemReleaseChannels.length ? product.itemReleaseChannels.join(", ") : "—"}</Descriptions.Item>
          <Descriptions.Item label="Min / Reorder / Max">
            {[product.skuMinimumLevel, product.skuReorderLevel, product.skuMaximumLevel].map((level) => level ?? "—").join(" / ")}
          </Descriptions.Item>
          <Descriptions.Item label="Updated">
            {`${dayjs(product.updatedAt).format(DATE_FORMAT)}${product.lastUpdatedBy ? ` by ${product.lastUpdatedBy}` : ""}`}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </Space>
  );
}
