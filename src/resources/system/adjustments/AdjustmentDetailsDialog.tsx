// The adjustment details dialog (system/adjustments/?id=): the header fields, the products with their lots, the
// printed record, and, for a pending adjustment and a user with system:adjustment:approve, Approve and Reject
// (each confirmed); its author sees only Withdraw (a rejection), and a note that someone else approves it. The
// server decides (decideAdjustment.ts): a refusal shows here as it says it.
import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Alert, Button, Descriptions, Modal, Popconfirm, Result, Skeleton, Space, Typography } from "antd";
import dayjs from "dayjs";
import { DATE_TIME_FORMAT } from "../../../../common/format/date";
import { P } from "../../../../common/permissions/catalogue";
import { PrintLinkButton } from "../../../components/printing/PrintLinkButton";
import { printLinks } from "../../../components/printing/printLinks";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { errorMessage } from "../../../providers/serverErrors";
import { useSession } from "../../../providers/session";
import { priceText } from "../../catalogue/options";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import { AdjustmentAuditLink } from "./AdjustmentAuditLink";
import { AdjustmentProductsTable, signedUnits } from "./AdjustmentProductsTable";
import { DECIDE_ADJUSTMENT, GET_ADJUSTMENT, personName, type AdjustmentDetails } from "./queries";
import { ADJUSTMENT_STATUS_OPTIONS, ADJUSTMENT_TYPE_OPTIONS } from "./resource";

const when = (value: string | null | undefined) => (value ? dayjs(value).format(DATE_TIME_FORMAT) : "—");

/** "Print write-off record" for an expired write-off, "Print" for the others. */
const printLabel = (type: string) => (type === "EXPIRED" ? "Print write-off record" : "Print");

function Header({ adjustment }: { adjustment: AdjustmentDetails }) {
  const decided = adjustment.status !== "PENDING";
  return (
    <Descriptions size="small" bordered column={2} data-testid="adjustment-header">
      <Descriptions.Item label="ID">{adjustment.secondaryId}</Descriptions.Item>
      <Descriptions.Item label="Title">{adjustment.title}</Descriptions.Item>
      <Descriptions.Item label="Type">
        <EnumTag value={adjustment.adjustmentType} options={ADJUSTMENT_TYPE_OPTIONS} />
      </Descriptions.Item>
      <Descriptions.Item label="Status">
        <span data-testid="adjustment-status">
          <EnumTag value={adjustment.status} options={ADJUSTMENT_STATUS_OPTIONS} />
        </span>
      </Descriptions.Item>
      <Descriptions.Item label="Location">{adjustment.location.name}</Descriptions.Item>
      <Descriptions.Item label="Audit">
        <AdjustmentAuditLink auditId={adjustment.auditId} auditSecondaryId={adjustment.auditSecondaryId} />
      </Descriptions.Item>
      <Descriptions.Item label="Items">{adjustment.itemCount}</Descriptions.Item>
      <Descriptions.Item label="Lots">{adjustment.lotCount}</Descriptions.Item>
      <Descriptions.Item label="Adjusted Quantity">
        <span data-testid="adjustment-quantity">{signedUnits(adjustment.adjustedQuantity)}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Stock Value">
        <strong>{priceText(adjustment.stockValue)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label="Stock Value (excl. Tax)">{priceText(adjustment.stockValueExcludingTax)}</Descriptions.Item>
      <Descriptions.Item label="Tax">{priceText(adjustment.taxValue)}</Descriptions.Item>
      <Descriptions.Item label="Created">{`${when(adjustment.createdAt)} · ${personName(adjustment.createdBy)}`}</Descriptions.Item>
      <Descriptions.Item label="Updated">{`${when(adjustment.updatedAt)} · ${personName(adjustment.updatedBy)}`}</Descriptions.Item>
      {decided && adjustment.status === "APPROVED" && (
        <Descriptions.Item label="Approved" span={2}>
          <span data-testid="adjustment-approved-by">{`${when(adjustment.approvedAt)} · ${personName(adjustment.approvedBy)}`}</span>
        </Descriptions.Item>
      )}
      {adjustment.remarks && (
        <Descriptions.Item label="Remarks" span={2}>
          {adjustment.remarks}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function Decision({ adjustment }: { adjustment: AdjustmentDetails }) {
  const canApprove = useCan({ action: "access", params: { permission: P.system.adjustment.approve } }).data?.can === true;
  const userId = useSession()?.user.id;
  // its author never approves it, but may withdraw it (the server's rule: decideAdjustment.ts)
  const isAuthor = adjustment.createdBy !== null && adjustment.createdBy.id === userId;
  const decide = useGqlMutation(DECIDE_ADJUSTMENT, {
    failure: false,
    success: ({ adjustment: done }) => `Adjustment ${done.secondaryId} ${done.status === "APPROVED" ? "approved" : isAuthor ? "withdrawn" : "rejected"}.`,
  });
  if ((!canApprove && !isAuthor) || adjustment.status !== "PENDING") return null;
  const run = (status: "APPROVED" | "REJECTED") => decide.mutate({ id: adjustment.id, status });
  const reject = isAuthor ? "Withdraw" : "Reject";
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {decide.error && <Alert type="error" showIcon message={errorMessage(decide.error) ?? "The adjustment could not be decided."} data-testid="adjustment-decision-error" />}
      {isAuthor && (
        <Alert type="info" showIcon message="You made this adjustment: someone else who may approve adjustments approves it. You can withdraw it." data-testid="adjustment-author-note" />
      )}
      <Space style={{ justifyContent: "flex-end", width: "100%" }}>
        <Popconfirm
          title={`${reject} this adjustment?`}
          description="Nothing moves; the lots it holds go back to stock."
          okText={reject}
          okButtonProps={{ danger: true, "data-testid": "adjustment-reject-confirm" }}
          onConfirm={() => run("REJECTED")}
        >
          <Button danger icon={<CloseOutlined />} loading={decide.isPending && decide.variables?.status === "REJECTED"} data-testid="adjustment-reject">
            {reject}
          </Button>
        </Popconfirm>
        {canApprove && !isAuthor && (
          <Popconfirm
            title="Approve this adjustment?"
            description={`The stock moves now: ${signedUnits(adjustment.adjustedQuantity)} units at ${adjustment.location.name}.`}
            okText="Approve"
            okButtonProps={{ "data-testid": "adjustment-approve-confirm" }}
            onConfirm={() => run("APPROVED")}
          >
            <Button type="primary" icon={<CheckOutlined />} loading={decide.isPending && decide.variables?.status === "APPROVED"} data-testid="adjustment-approve">
              Approve
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Space>
  );
}

export function AdjustmentDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useGqlQuery(["adjustment"], GET_ADJUSTMENT, { id });
  const adjustment = query.data?.adjustment;
  const missing = query.error && /not found/i.test(query.error.message);
  return (
    <Modal
      open
      width={1100}
      title={adjustment ? `Adjustment ${adjustment.secondaryId}` : "Adjustment Details"}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="adjustment-close">
          Close
        </Button>
      }
      destroyOnHidden
    >
      <div data-testid="adjustment-dialog">
        {query.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
        {missing && <Result status="404" title="No Adjustment Found" subTitle="The adjustment could not be found at your locations." />}
        {query.error && !missing && <Result status="error" title="Error Loading Adjustment" subTitle={errorMessage(query.error)} />}
        {adjustment && (
          <Space direction="vertical" size="middle" style={{ width: "100%" }}>
            <Space style={{ justifyContent: "space-between", width: "100%" }}>
              <Typography.Text type="secondary">Quantities and values are net: negative takes stock out, positive brings it in.</Typography.Text>
              <PrintLinkButton href={printLinks.adjustment(adjustment.id)} label={printLabel(adjustment.adjustmentType)} testId="adjustment-print" />
            </Space>
            <Header adjustment={adjustment} />
            <AdjustmentProductsTable products={adjustment.products} loading={query.isFetching && !query.isLoading} />
            <Decision adjustment={adjustment} />
          </Space>
        )}
      </div>
    </Modal>
  );
}
