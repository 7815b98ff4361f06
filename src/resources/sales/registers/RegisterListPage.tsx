// The registers of the current location (spec §2 register list): status, last opened/closed and by whom, and the
// actions the state allows: Open, Close, Sessions, Go to POS. A link may ask for the open ones only (the dashboard's
// open registers: filters[i] status = OPENED in the address, as the grids keep theirs), shown as a tag that clears it.
import { Alert, Button, Card, Space, Table, Tag, Typography } from "antd";
import { useCan } from "@refinedev/core";
import { Link, useNavigate } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { useUrlFilters } from "../../../hooks/useUrlFilters";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { useCurrentLocation } from "../../../providers/session";
import type { ResultOf } from "../../../graphql";
import { REGISTERS } from "./documents";
import { dateTime, personName, registerPaths, SessionStatusTag } from "./shared";

type Register = ResultOf<typeof REGISTERS>["getLocationRegisters"]["data"][number];

export function RegisterListPage() {
  const { current } = useCurrentLocation();
  const navigate = useNavigate();
  const query = useGqlQuery(["registers"], REGISTERS, current ? { locationId: current.id, limit: 100 } : null);
  const canZ = useCan({ action: "access", params: { permission: P.salesOrders.pos.zReport } }).data?.can === true;
  const urlFilters = useUrlFilters();
  const openOnly = urlFilters.valueOf("status", "eq") === "OPENED";
  const registers = (query.data?.getLocationRegisters.data ?? []).filter((register) => !openOnly || register.currentSession);
  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0 }}>Registers{current ? ` — ${current.name}` : ""}</Typography.Title>}
      extra={canZ && <Link to={registerPaths.zReport}>Z Report</Link>}
    >
      {openOnly && (
        <Tag closable onClose={urlFilters.clear} style={{ marginBottom: 12 }} data-testid="register-list-open-only">
          Open registers only
        </Tag>
      )}
      {query.error && <Alert type="error" showIcon message={query.error.message} style={{ marginBottom: 12 }} />}
      <Table<Register>
        rowKey="id"
        loading={query.isLoading}
        dataSource={registers}
        pagination={false}
        data-testid="register-list"
        locale={{ emptyText: openOnly ? "No register is open at this location." : "No registers at this location." }}
        columns={[
          { title: "Name", dataIndex: "name", render: (name: string, r) => <span data-testid={`register-row-${r.secondaryId}`}>{name}</span> },
          { title: "Type", dataIndex: "type", render: (type: string) => (type === "CART_REGISTER" ? "Cart" : "Sales") },
          { title: "Status", key: "status", render: (_v, r) => <SessionStatusTag status={r.currentSession ? "OPENED" : "CLOSED"} /> },
          { title: "Last Opened", key: "opened", render: (_v, r) => (r.lastOpenedAt ? `${dateTime(r.lastOpenedAt)} · ${personName(r.lastOpenedBy)}` : "Not open yet") },
          { title: "Last Closed", key: "closed", render: (_v, r) => (r.lastClosedAt ? `${dateTime(r.lastClosedAt)} · ${personName(r.lastClosedBy)}` : "—") },
          {
            title: "Actions",
            key: "actions",
            render: (_v, r) => (
              <Space wrap>
                {r.currentSession ? (
                  <>
                    <Button type="primary" onClick={() => navigate(registerPaths.pos(r.locationId, r.id))} data-testid={`pos-${r.name}`}>
                      Go to POS
                    </Button>
                    <Button danger onClick={() => navigate(registerPaths.close(r.id))} data-testid={`close-${r.name}`}>
                      Close
                    </Button>
                  </>
                ) : (
                  <Button type="primary" disabled={r.status !== "ACTIVE"} onClick={() => navigate(registerPaths.open(r.id))} data-testid={`open-${r.name}`}>
                    Open
                  </Button>
                )}
                <Button onClick={() => navigate(registerPaths.sessions(r.id))} data-testid={`sessions-${r.name}`}>
                  Sessions
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
