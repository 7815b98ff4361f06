// Roles (system/roles, system:roles:read): the company's roles, searched by name; Create Role and Edit lead to the
// role form (system:roles:create, system:roles:update).
import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Input, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { requestDocument } from "../../../providers/gqlHooks";
import { appPath } from "../../defineResource";
import { errorMessage } from "../../../providers/serverErrors";
import { ROLE_CREATE, roleUpdatePath } from "./paths";
import { ROLES, type RoleRow } from "./queries";
import { formatDate } from "../../../../common/format/date";

const PAGE_SIZE = 20;

export function RolesPage() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), 500);
  const [page, setPage] = useState(1);
  const canCreate = useCan({ action: "access", params: { permission: P.system.roles.create } }).data?.can === true;
  const canUpdate = useCan({ action: "access", params: { permission: P.system.roles.update } }).data?.can === true;
  const variables = { page, limit: PAGE_SIZE, filter: search ? [{ conditions: [{ field: "name", operator: "LIKE" as const, value: search }] }] : [] };
  const roles = useQuery({ queryKey: ["data", "roles", variables], queryFn: () => requestDocument(ROLES, variables).then((result) => result.list), placeholderData: keepPreviousData });

  return (
    <Card data-testid="roles-page">
      <Space style={{ width: "100%", justifyContent: "space-between", marginBottom: 16 }} wrap>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Roles
          </Typography.Title>
          <Typography.Text type="secondary">What each role may do: its users get exactly these permissions.</Typography.Text>
        </div>
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(appPath(ROLE_CREATE))} data-testid="create-role">
            Create Role
          </Button>
        )}
      </Space>
      <Input.Search allowClear placeholder="Search by name" value={text} onChange={(event) => (setText(event.target.value), setPage(1))} style={{ width: 280, marginBottom: 16 }} data-testid="roles-search" />
      <Table<RoleRow>
        rowKey="id"
        loading={roles.isFetching}
        dataSource={roles.data?.data ?? []}
        locale={{ emptyText: roles.isError ? (errorMessage(roles.error) ?? "The roles could not be loaded.") : "No roles match." }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: roles.data?.meta.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        data-testid="roles-table"
        columns={[
          { title: "ID", dataIndex: "secondaryId", width: 120 },
          { title: "Name", dataIndex: "name" },
          { title: "Status", key: "status", width: 120, render: (_, role) => <Tag color={role.status === "ACTIVE" ? "green" : "default"}>{role.status === "ACTIVE" ? "Active" : "Inactive"}</Tag> },
          { title: "Created At", key: "createdAt", width: 140, render: (_, role) => formatDate(role.createdAt) },
          {
            title: "Actions",
            key: "actions",
            width: 100,
            render: (_, role) =>
              canUpdate ? (
                <Button icon={<EditOutlined />} onClick={() => navigate(appPath(roleUpdatePath(role.id)))} aria-label={`Edit ${role.name}`} data-testid={`edit-role-${role.name}`}>
                  Edit
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
