// The offline sale discrepancies of the current store, and Resolve (order-management:update): the manager writes
// what was done (stock found, an adjustment made, the price difference settled) and the row shows it as resolved.
import { useCan } from "@refinedev/core";
import { Alert, Button, Descriptions, Form, Input, Modal, Tag } from "antd";
import { useState } from "react";
import { P } from "../../../../common/permissions/catalogue";
import { resolveOfflineDiscrepancySchema } from "../../../../common/schemas/offlineSale";
import { fieldErrorsFromZod, type FieldErrors } from "../../../../common/validation/fieldErrors";
import { graphql } from "../../../graphql";
import { useGqlMutation } from "../../../providers/gqlHooks";
import { errorMessage, serverFieldErrors } from "../../../providers/serverErrors";
import { BespokeListPage } from "../../screens/BespokeListPage";
import { DISCREPANCY_KIND_LABELS, offlineDiscrepancyDeclaration, type OfflineDiscrepancyRecord } from "./resource";

const RESOLVE_OFFLINE_DISCREPANCY = graphql(`mutation ResolveOfflineDiscrepancy($id: ID!, $note: String!) {
  discrepancy: resolveOfflineDiscrepancy(id: $id, note: $note) { id resolvedAt note }
}`);

function ResolveDialog({ discrepancy, onClose }: { discrepancy: OfflineDiscrepancyRecord; onClose: () => void }) {
  const resolve = useGqlMutation(RESOLVE_OFFLINE_DISCREPANCY, { failure: false, success: () => `Discrepancy of ${discrepancy.offlineNumber} resolved.` });
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async () => {
    const parsed = resolveOfflineDiscrepancySchema.safeParse({ id: discrepancy.id, note });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error));
    setErrors({});
    try {
      await resolve.mutateAsync(parsed.data);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };
  const kind = DISCREPANCY_KIND_LABELS[discrepancy.kind as keyof typeof DISCREPANCY_KIND_LABELS] ?? discrepancy.kind;
  return (
    <Modal
      open
      title={`Resolve: ${kind} on ${discrepancy.offlineNumber}`}
      onCancel={onClose}
      okText="Resolve"
      onOk={() => void submit()}
      confirmLoading={resolve.isPending}
      okButtonProps={{ "data-testid": "discrepancy-resolve-submit" }}
      destroyOnHidden
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Order">{discrepancy.orderSecondaryId}</Descriptions.Item>
        <Descriptions.Item label="Product">{discrepancy.productName ?? "—"}</Descriptions.Item>
        <Descriptions.Item label="Quantity">{discrepancy.quantity ?? "—"}</Descriptions.Item>
      </Descriptions>
      <Form layout="vertical" component="div">
        <Form.Item label="Note" required validateStatus={errors.note ? "error" : undefined} help={errors.note ?? "What was done: stock found, an adjustment made, the difference settled."}>
          <Input.TextArea rows={3} value={note} onChange={(event) => {
              setNote(event.target.value);
              setErrors({});
            }} maxLength={500} data-testid="discrepancy-note" />
        </Form.Item>
      </Form>
      {resolve.error && Object.keys(serverFieldErrors(resolve.error)).length === 0 && <Alert type="error" showIcon message={errorMessage(resolve.error) ?? "The discrepancy could not be resolved."} />}
    </Modal>
  );
}

export function OfflineDiscrepancyPage() {
  const [resolving, setResolving] = useState<OfflineDiscrepancyRecord | null>(null);
  const canResolve = useCan({ action: "access", params: { permission: P.salesOrders.orderManagement.update } }).data?.can === true;
  return (
    <div>
      <BespokeListPage<OfflineDiscrepancyRecord>
        declaration={offlineDiscrepancyDeclaration}
        actionsWidth={120}
        actions={(row) =>
          row.resolvedAt ? (
            <Tag color="green">Resolved</Tag>
          ) : !canResolve ? null : (
            <Button size="small" onClick={() => setResolving(row)} data-testid="discrepancy-resolve">
              Resolve
            </Button>
          )
        }
      />
      {resolving && <ResolveDialog discrepancy={resolving} onClose={() => setResolving(null)} />}
    </div>
  );
}
