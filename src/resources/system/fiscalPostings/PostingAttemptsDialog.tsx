// A posting's attempts, newest first: when, what came back (HTTP status, the authority's code), how long it took.
import { Modal, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { FISCAL_POSTING_ATTEMPTS, type FiscalPostingRow } from "./queries";

export const POSTING_DATE = "DD MMM YYYY, hh:mm:ss A";
const OUTCOME_COLORS: Record<string, string> = { POSTED: "green", REJECTED: "volcano", ERROR: "red" };

export function PostingAttemptsDialog({ posting, onClose }: { posting: FiscalPostingRow; onClose: () => void }) {
  const attempts = useGqlQuery(["fiscal-posting-attempts", posting.id], FISCAL_POSTING_ATTEMPTS, { postingId: posting.id });
  return (
    <Modal open title={`Attempts · ${posting.usin}`} footer={null} onCancel={onClose} width={820} destroyOnHidden>
      <Table
        rowKey="attempt"
        size="small"
        loading={attempts.isLoading}
        dataSource={attempts.data?.attempts ?? []}
        pagination={false}
        locale={{ emptyText: attempts.isError ? "The attempts could not be loaded." : "Not attempted yet." }}
        columns={[
          { title: "#", dataIndex: "attempt", width: 50 },
          { title: "At", key: "at", width: 190, render: (_, row) => dayjs(row.createdAt).format(POSTING_DATE) },
          { title: "Outcome", key: "outcome", width: 100, render: (_, row) => <Tag color={OUTCOME_COLORS[row.outcome]}>{row.outcome}</Tag> },
          { title: "HTTP", key: "http", width: 70, render: (_, row) => row.httpStatus ?? "—" },
          { title: "Code", key: "code", width: 70, render: (_, row) => row.responseCode ?? "—" },
          { title: "Message", dataIndex: "message" },
          { title: "Time", key: "duration", width: 80, render: (_, row) => `${row.durationMs} ms` },
        ]}
      />
    </Modal>
  );
}
