// "Write off expired stock" (README "Stock adjustments"): every expired lot in stock at the current location that no
// pending adjustment holds, with its value at cost and the total (getExpiredLots), and, once confirmed, one EXPIRED
// adjustment of all of them, whole (createExpiredWriteOff), left PENDING for someone else to approve.
import { Alert, Button, Descriptions, Empty, Form, Input, Modal, Popconfirm, Skeleton, Table } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { expiredWriteOffSchema } from "../../../../common/schemas/adjustment";
import { fieldErrorsFromZod, type FieldErrors } from "../../../../common/validation/fieldErrors";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { errorMessage, serverFieldErrors } from "../../../providers/serverErrors";
import { useCurrentLocation } from "../../../providers/session";
import { priceText } from "../../catalogue/options";
import { DATE_FORMAT } from "../../columns";
import { EXPIRED_LOTS, WRITE_OFF_EXPIRED, type ExpiredLot, type ExpiredStock } from "./queries";

interface Props {
  onClose: () => void;
  /** The new adjustment's id (the list opens its details). */
  onCreated: (id: string) => void;
}

function ExpiredLotsTable({ expired }: { expired: ExpiredStock }) {
  return (
    <Table<ExpiredLot>
      size="small"
      rowKey="lotId"
      dataSource={expired.lots}
      pagination={expired.lots.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ y: 360 }}
      data-testid="expired-lots"
      columns={[
        { title: "Lot", dataIndex: "actionId", width: 190 },
        { title: "Product", dataIndex: "productName" },
        { title: "Expiry", key: "expiry", width: 110, render: (_, lot) => dayjs(lot.batchExpiry).format(DATE_FORMAT) },
        { title: "Quantity", dataIndex: "quantity", width: 90, align: "right" },
        { title: "Value at Cost", key: "cost", width: 140, align: "right", render: (_, lot) => priceText(lot.stockValueExcludingTax) },
        { title: "Value incl. Tax", key: "value", width: 140, align: "right", render: (_, lot) => priceText(lot.stockValue) },
      ]}
    />
  );
}

export function ExpiredWriteOffDialog({ onClose, onCreated }: Props) {
  const { current } = useCurrentLocation();
  const locationId = current?.id ?? null;
  const query = useGqlQuery(["expired-lots"], EXPIRED_LOTS, locationId ? { locationId } : null);
  const expired = query.data?.expired;
  const writeOff = useGqlMutation(WRITE_OFF_EXPIRED, { failure: false, success: ({ adjustment }) => `Write-off ${adjustment.secondaryId} of ${adjustment.lotCount} expired lot${adjustment.lotCount === 1 ? "" : "s"} is waiting for approval.` });
  const [title, setTitle] = useState("");
  const [remarks, setRemarks] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async () => {
    const parsed = expiredWriteOffSchema.safeParse({ locationId, title, remarks });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    try {
      const { adjustment } = await writeOff.mutateAsync(parsed.data);
      onCreated(adjustment.id);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const empty = expired && expired.lotCount === 0;
  const footer = [
    <Button key="cancel" onClick={onClose}>
      Cancel
    </Button>,
    !empty && expired && (
      <Popconfirm
        key="write-off"
        title={`Write off ${expired.lotCount} expired lot${expired.lotCount === 1 ? "" : "s"}?`}
        description={`They are held out of sale until the write-off is approved (${priceText(expired.stockValueExcludingTax)} at cost).`}
        okText="Write off"
        okButtonProps={{ danger: true, "data-testid": "expired-write-off-confirm" }}
        onConfirm={() => void submit()}
      >
        <Button danger type="primary" loading={writeOff.isPending} data-testid="expired-write-off-submit">
          Write off expired stock
        </Button>
      </Popconfirm>
    ),
  ];

  return (
    <Modal open width={960} title={`Write off expired stock${current ? ` at ${current.name}` : ""}`} onCancel={onClose} footer={footer} destroyOnHidden>
      <div data-testid="expired-write-off-dialog">
        {!current && <Alert type="info" showIcon message="Choose a location in the location switcher first." />}
        {query.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
        {query.error && <Alert type="error" showIcon message={errorMessage(query.error) ?? "The expired lots could not be read."} />}
        {empty && <Empty description={`No expired stock at ${current?.name ?? "this location"}: nothing to write off.`} data-testid="expired-empty" />}
        {expired && !empty && (
          <>
            <ExpiredLotsTable expired={expired} />
            <Descriptions size="small" bordered column={4} style={{ margin: "12px 0" }} data-testid="expired-totals">
              <Descriptions.Item label="Lots">{expired.lotCount}</Descriptions.Item>
              <Descriptions.Item label="Quantity">{expired.quantity}</Descriptions.Item>
              <Descriptions.Item label="Value at Cost">{priceText(expired.stockValueExcludingTax)}</Descriptions.Item>
              <Descriptions.Item label="Value incl. Tax">
                <strong>{priceText(expired.stockValue)}</strong>
              </Descriptions.Item>
            </Descriptions>
            <Form layout="vertical" component="div">
              <Form.Item label="Title" validateStatus={errors.title ? "error" : undefined} help={errors.title ?? "Optional: otherwise named after the location and today's date."}>
                <Input value={title} onChange={(event) => setTitle(event.target.value)} data-testid="expired-title" />
              </Form.Item>
              <Form.Item label="Remarks" validateStatus={errors.remarks ? "error" : undefined} help={errors.remarks}>
                <Input.TextArea rows={2} value={remarks} onChange={(event) => setRemarks(event.target.value)} data-testid="expired-remarks" />
              </Form.Item>
            </Form>
          </>
        )}
        {writeOff.error && Object.keys(serverFieldErrors(writeOff.error)).length === 0 && (
          <Alert type="error" showIcon message={errorMessage(writeOff.error) ?? "The write-off could not be made."} data-testid="expired-write-off-error" />
        )}
      </div>
    </Modal>
  );
}
