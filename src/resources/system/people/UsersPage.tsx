// Users (system/users, system:users:read): the company's users, server-paged, searched by name or e-mail and
// filtered by status; Invite User (system:users:create) and per row Edit, Resend Invite, Cancel Invite, Activate,
// Deactivate (system:users:update), each offered only from the statuses it may start from, the destructive ones
// after a confirmation.
import { MoreOutlined, UserAddOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Dropdown, Input, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { P } from "../../../../common/permissions/catalogue";
import { USER_ACTION_FROM, USER_STATUSES, type UserStatus } from "../../../../common/schemas/people";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { requestDocument } from "../../../providers/gqlHooks";
import { enumLabel } from "../../sales/orders/options";
import { personName } from "../../sales/registers/shared";
import { errorMessage } from "../../../providers/serverErrors";
import { ACTIVATE_USER, CANCEL_INVITE, DEACTIVATE_USER, RESEND_INVITE, USERS, type UserRow } from "./queries";
import { UserFormModal } from "./UserFormModal";
import { formatDate } from "../../../../common/format/date";

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<UserStatus, string> = { ACTIVE: "green", INACTIVE: "default", INVITE_PENDING: "gold", INVITE_CANCELLED: "red" };

type Action = keyof typeof USER_ACTION_FROM;
const ACTIONS: { key: Action; label: string; confirm?: (user: UserRow) => string; done: (user: UserRow) => string }[] = [
  { key: "resendInvite", label: "Resend Invite", done: (user) => `Invitation sent again to ${user.email}.` },
  { key: "cancelInvite", label: "Cancel Invite", confirm: (user) => `Cancel the invitation of ${user.email}? Its link stops working.`, done: (user) => `Invitation of ${user.email} cancelled.` },
  { key: "activateUser", label: "Activate", done: (user) => `${user.firstName} can sign in again.` },
  { key: "deactivateUser", label: "Deactivate", confirm: (user) => `Deactivate ${user.firstName} ${user.lastName}? They are signed out at once and cannot sign in.`, done: (user) => `${user.firstName} is deactivated.` },
];

function runAction(action: Action, user: UserRow) {
  if (action === "resendInvite") return requestDocument(RESEND_INVITE, { id: user.id, origin: window.location.origin });
  if (action === "cancelInvite") return requestDocument(CANCEL_INVITE, { id: user.id });
  if (action === "activateUser") return requestDocument(ACTIVATE_USER, { id: user.id });
  return requestDocument(DEACTIVATE_USER, { id: user.id });
}

export function UsersPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), 500);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserRow | "new" | null>(null);
  const canInvite = useCan({ action: "access", params: { permission: P.system.users.create } }).data?.can === true;
  const canUpdate = useCan({ action: "access", params: { permission: P.system.users.update } }).data?.can === true;

  const filter = [
    ...(search ? [{ logicalOperator: "OR" as const, conditions: [{ field: "name", operator: "LIKE" as const, value: search }, { field: "email", operator: "LIKE" as const, value: search }] }] : []),
    ...(status ? [{ conditions: [{ field: "status", operator: "EQUAL" as const, value: status }] }] : []),
  ];
  const variables = { page, limit: PAGE_SIZE, filter };
  const users = useQuery({ queryKey: ["data", "users", variables], queryFn: () => requestDocument(USERS, variables).then((result) => result.list), placeholderData: keepPreviousData });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["data"] });

  const act = (action: (typeof ACTIONS)[number], user: UserRow) => {
    const run = async () => {
      try {
        await runAction(action.key, user);
        void message.success(action.done(user));
        refresh();
      } catch (error) {
        void message.error(errorMessage(error) ?? "Something went wrong.");
      }
    };
    if (!action.confirm) return void run();
    modal.confirm({ title: action.label, content: action.confirm(user), okText: action.label, okButtonProps: { danger: true }, onOk: run });
  };

  return (
    <Card data-testid="users-page">
      <Space style={{ width: "100%", justifyContent: "space-between", marginBottom: 16 }} wrap>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Users
          </Typography.Title>
          <Typography.Text type="secondary">Who works in the company, their role and the locations they work at.</Typography.Text>
        </div>
        {canInvite && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setEditing("new")} data-testid="invite-user">
            Invite User
          </Button>
        )}
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder="Search by name or email" value={text} onChange={(event) => (setText(event.target.value), setPage(1))} style={{ width: 280 }} data-testid="users-search" />
        <Select<UserStatus>
          allowClear
          placeholder="Status"
          style={{ width: 180 }}
          value={status ?? undefined}
          onChange={(value) => (setStatus(value ?? null), setPage(1))}
          options={USER_STATUSES.map((value) => ({ value, label: enumLabel(value) }))}
          data-testid="users-status"
        />
      </Space>
      <Table<UserRow>
        rowKey="id"
        loading={users.isFetching}
        dataSource={users.data?.data ?? []}
        locale={{ emptyText: users.isError ? (errorMessage(users.error) ?? "The users could not be loaded.") : "No users match." }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: users.data?.meta.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: 1000 }}
        data-testid="users-table"
        columns={[
          { title: "ID", dataIndex: "secondaryId", width: 110 },
          { title: "Name", key: "name", render: (_, user) => personName(user) },
          { title: "Email", dataIndex: "email" },
          { title: "Role", key: "role", render: (_, user) => user.role.name },
          { title: "Status", key: "status", width: 150, render: (_, user) => <Tag color={STATUS_COLORS[user.status]}>{enumLabel(user.status)}</Tag> },
          { title: "Locations", key: "locations", render: (_, user) => user.locations.map((place) => place.name).join(", ") },
          { title: "Created At", key: "createdAt", width: 130, render: (_, user) => formatDate(user.createdAt) },
          {
            title: "Actions",
            key: "actions",
            width: 90,
            fixed: "right",
            render: (_, user) => {
              const items = [
                ...(canUpdate ? [{ key: "edit", label: "Edit", onClick: () => setEditing(user) }] : []),
                ...ACTIONS.filter((action) => USER_ACTION_FROM[action.key].includes(user.status) && (action.key === "resendInvite" ? canInvite : canUpdate)).map((action) => ({
                  key: action.key,
                  label: action.label,
                  danger: Boolean(action.confirm),
                  onClick: () => act(action, user),
                })),
              ];
              return items.length > 0 ? (
                <Dropdown menu={{ items }} trigger={["click"]}>
                  <Button icon={<MoreOutlined />} aria-label={`Actions for ${user.email}`} data-testid={`user-actions-${user.email}`} />
                </Dropdown>
              ) : null;
            },
          },
        ]}
      />
      <UserFormModal
        open={editing !== null}
        user={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </Card>
  );
}
