// A product's page (route product-catalog/product/show/:id, opened from a row of the product list): its details,
// and for a stock reader its stock on hand per location, its lots and its stock movements.
import { ArrowLeftOutlined, EditOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Alert, Button, Skeleton, Space, Typography } from "antd";
import { useNavigate, useParams } from "react-router";
import { hasPermission } from "../../../../common/permissions/match";
import { STOCK_READ_PERMISSIONS } from "../../../../common/permissions/stock";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { useSession } from "../../../providers/session";
import { appPath } from "../../defineResource";
import { errorMessage } from "../../../providers/serverErrors";
import { StatusTag } from "../options";
import { ProductDetails } from "./ProductDetails";
import { ProductLots } from "./ProductLots";
import { ProductMovements } from "./ProductMovements";
import { PRODUCT_VIEW } from "./queries";
import { StockOnHand } from "./StockOnHand";

const PRODUCT_LIST = "product-catalog/product";

export default function ProductViewPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const query = useGqlQuery(["product-view"], PRODUCT_VIEW, id !== "" ? { id } : null);
  const canEdit = useCan({ resource: "product", action: "edit" }).data?.can === true;
  const granted = useSession()?.permissions ?? [];
  const readsStock = STOCK_READ_PERMISSIONS.some((permission) => hasPermission(granted, permission));
  const product = query.data?.product;

  const heading = (
    <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16, flexWrap: "wrap" }}>
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(appPath(PRODUCT_LIST))} aria-label="Back to Product" data-testid="form-back" />
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="product-view-title">
        {product?.name ?? "Product"}
      </Typography.Title>
      {product && <StatusTag status={product.status} />}
      <div style={{ flex: 1 }} />
      {product && canEdit && (
        <Button icon={<EditOutlined />} onClick={() => navigate(appPath(`${PRODUCT_LIST}/update/${product.id}`))} data-testid="product-view-edit">
          Edit
        </Button>
      )}
    </div>
  );

  if (query.isLoading) {
    return (
      <div>
        {heading}
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (!product) {
    return (
      <div>
        {heading}
        <Alert type="error" showIcon message={errorMessage(query.error) ?? "Product not found."} />
      </div>
    );
  }
  return (
    <div data-testid="product-view">
      {heading}
      <Space direction="vertical" size={16} style={{ width: "100%" }}>
        <ProductDetails product={product} />
        {readsStock ? (
          <>
            <StockOnHand productId={product.id} sellingUnit={product.sellingUnit} />
            <ProductLots productId={product.id} />
            <ProductMovements productId={product.id} />
          </>
        ) : (
          <Alert type="info" showIcon data-testid="product-view-no-stock" message="Stock, lots and movements are shown to users who work with inventory." />
        )}
      </Space>
    </div>
  );
}
