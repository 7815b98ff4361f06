// The audit details dialog (spec "Audit details dialog"): 'Audit Details - #{secondaryId}' with the audit's id and
// status chip; cards Total Products, Completed, In Progress and Progress % with the overall progress bar; the
// products, searched by name and filtered by status (Clear Filters resets both). A product opens its lot details.
import { Alert, Button, Card, Input, Modal, Progress, Row, Select, Skeleton, Space, Table, Typography } from "antd";
import { useState } from "react";
import { AUDIT_PRODUCT_STATUSES, type AuditProductStatus } from "../../../../common/schemas/audit";
import { formatDateTime } from "../../../../common/format/date";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import { FigureCard } from "./FigureCard";
import { percentOf, progressColor } from "./figures";
import { LotDetailsDialog } from "./LotDetailsDialog";
import { AUDIT_DETAILS, type AuditDetails, type AuditProductRow } from "./queries";
import { AUDIT_PRODUCT_STATUS_OPTIONS, AUDIT_STATUS_OPTIONS, AUDIT_TYPE_OPTIONS } from "./resource";
import { AUDIT_DETAILS_FAILED, NO_PRODUCTS_FOUND } from "./texts";


type StatusFilter = AuditProductStatus | "ALL";
const STATUS_FILTERS: { label: string; value: StatusFilter }[] = [
  { label: "All", value: "ALL" },
  ...AUDIT_PRODUCT_STATUSES.map((status) => ({ label: AUDIT_PRODUCT_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status, value: status })),
];

function Figures({ audit }: { audit: AuditDetails }) {
  const products = audit.auditProducts;
  const completed = products.filter((product) => product.status === "COMPLETED").length;
  const inProgress = products.filter((product) => product.status === "IN_PROGRESS").length;
  const progress = percentOf(completed, products.length);
  return (
    <>
      <Row gutter={[12, 12]}>
        <FigureCard title="Total Products" value={products.length} testId="audit-total-products" />
        <FigureCard title="Completed" value={completed} testId="audit-completed-products" />
        <FigureCard title="In Progress" value={inProgress} testId="audit-in-progress-products" />
        <FigureCard title="Progress %" value={`${progress}%`} testId="audit-progress" />
      </Row>
      <Progress percent={progress} strokeColor={progressColor(progress)} style={{ margin: "12px 0" }} data-testid="audit-progress-bar" />
    </>
  );
}

function Products({ audit, onOpen }: { audit: AuditDetails; onOpen: (product: AuditProductRow) => void }) {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("ALL");
  const term = search.trim().toLowerCase();
  const shown = audit.auditProducts.filter((row) => (status === "ALL" || row.status === status) && (!term || row.product.name.toLowerCase().includes(term)));
  return (
    <Card size="small" title="Products">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder="Search by product name" value={search} onChange={(event) => setSearch(event.target.value)} style={{ width: 280 }} data-testid="audit-details-search" />
        <Select<StatusFilter> value={status} onChange={setStatus} options={STATUS_FILTERS} style={{ width: 160 }} data-testid="audit-details-status" />
        <Button
          onClick={() => {
            setSearch("");
            setStatus("ALL");
          }}
          disabled={search === "" && status === "ALL"}
          data-testid="audit-details-clear"
        >
          Clear Filters
        </Button>
      </Space>
      <Table<AuditProductRow>
        rowKey="id"
        size="small"
        dataSource={shown}
        locale={{ emptyText: NO_PRODUCTS_FOUND }}
        pagination={{ defaultPageSize: 10, pageSizeOptions: [10, 20, 50], showSizeChanger: true, hideOnSinglePage: true }}
        onRow={(row) => ({ onClick: () => onOpen(row), style: { cursor: "pointer" }, "data-testid": `audit-product-${row.product.secondaryId}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: "Product",
            key: "product",
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Link>{row.product.name}</Typography.Link>
                <Typography.Text type="secondary">{row.product.secondaryId}</Typography.Text>
              </Space>
            ),
          },
          { title: "Lots", key: "lots", width: 90, align: "right", render: (_, row) => row.lotCount },
          { title: "Status", key: "status", width: 140, render: (_, row) => <EnumTag value={row.status} options={AUDIT_PRODUCT_STATUS_OPTIONS} /> },
        ]}
      />
    </Card>
  );
}

export function AuditDetailsDialog({ auditId, onClose }: { auditId: string; onClose: () => void }) {
  const details = useGqlQuery(["audit-details"], AUDIT_DETAILS, { auditId });
  const [product, setProduct] = useState<AuditProductRow | null>(null);
  const audit = details.data?.audit;
  return (
    <Modal
      open
      width={960}
      onCancel={onClose}
      footer={<Button onClick={onClose} data-testid="audit-details-close">Close</Button>}
      title={
        <Space wrap data-testid="audit-details-title">
          <span>{`Audit Details - #${audit?.secondaryId ?? ""}`}</span>
          {audit && <EnumTag value={audit.status} options={AUDIT_STATUS_OPTIONS} />}
        </Space>
      }
      data-testid="audit-details-dialog"
    >
      {details.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {details.isError && <Alert type="error" showIcon message={AUDIT_DETAILS_FAILED} data-testid="audit-details-error" />}
      {audit && (
        <Space direction="vertical" size={12} style={{ width: "100%" }}>
          <Space wrap size={16}>
            <Typography.Text type="secondary">
              Audit ID: <Typography.Text copyable>{audit.id}</Typography.Text>
            </Typography.Text>
            <EnumTag value={audit.type} options={AUDIT_TYPE_OPTIONS} />
            {audit.percentage !== null && <Typography.Text type="secondary">{audit.percentage}% of products</Typography.Text>}
            <Typography.Text type="secondary">{audit.location.name}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(audit.createdAt)}</Typography.Text>
          </Space>
          <Figures audit={audit} />
          <Products audit={audit} onOpen={setProduct} />
        </Space>
      )}
      {product && audit && <LotDetailsDialog auditProductId={product.id} productName={product.product.name} locationId={audit.locationId} onClose={() => setProduct(null)} />}
    </Modal>
  );
}
