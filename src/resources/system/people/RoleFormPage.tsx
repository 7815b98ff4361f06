// Create and Update Role (system/roles/create, system/roles/update/{roleId}): title 'Create {name} Role' or
// 'Update {name} Role', Role Name, a Status switch (active by default), the permission tree (module → subModule →
// action, checking a node checks its descendants and a full set checks its parent; nodes with chosen permissions
// open expanded; 'Loading...' then the tree, or an error alert). Validated by the shared schema: 'Name is
// required.', 'Status is required.', 'Permissions is required.' (only permission ids are kept).
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Form, Input, Space, Switch, Tree, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { keptPermissionIds, roleFormSchema } from "../../../../common/schemas/people";
import { zodForm } from "../../../components/forms/zodForm";
import { requestDocument } from "../../../providers/gqlHooks";
import { appPath } from "../../defineResource";
import { CREATE_ROLE, PERMISSIONS, ROLE, UPDATE_ROLE } from "./queries";
import { expandedFor, permissionTree } from "./permissionTree";
import { ROLES_LIST } from "./paths";

interface Values {
  name: string;
  active: boolean;
  permissions: string[];
}

export const ROLE_FAILED = "Creation Failed | Something went wrong.";
const toInput = (values: Values) => ({ input: { name: values.name ?? "", status: values.active === false ? "INACTIVE" : "ACTIVE", permissions: values.permissions ?? [] } });

export function RoleFormPage() {
  const { roleId } = useParams();
  const editing = Boolean(roleId);
  const [form] = Form.useForm<Values>();
  const name = Form.useWatch("name", form) ?? "";
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  // null until the user opens or closes a node: the nodes holding the role's permissions start open
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const rules = useMemo(() => zodForm<Values>({ schema: roleFormSchema, toInput }), []);
  const permissions = useQuery({ queryKey: ["data", "permissions"], queryFn: () => requestDocument(PERMISSIONS, {}).then((result) => result.list.data) });
  const role = useQuery({ queryKey: ["data", "role", roleId], queryFn: () => requestDocument(ROLE, { roleId: roleId ?? "" }).then((result) => result.role), enabled: editing });
  const tree = useMemo(() => permissionTree(permissions.data ?? []), [permissions.data]);

  useEffect(() => {
    if (role.data) form.setFieldsValue({ name: role.data.name, active: role.data.status === "ACTIVE", permissions: role.data.permissions });
  }, [role.data, form]);
  const shownExpanded = expanded ?? (permissions.data && role.data ? expandedFor(permissions.data, role.data.permissions) : []);

  const save = async (values: Values) => {
    const parsed = rules.parse(values);
    if (!parsed.success) return;
    const input = { name: values.name.trim(), status: values.active === false ? "INACTIVE" : "ACTIVE", permissionIds: keptPermissionIds(values.permissions ?? []) };
    setSaving(true);
    try {
      if (roleId) await requestDocument(UPDATE_ROLE, { id: roleId, dto: input });
      else await requestDocument(CREATE_ROLE, { input });
      void message.success(roleId ? `Role ${input.name} updated successfully.` : `Role ${input.name} created successfully.`);
      await queryClient.invalidateQueries({ queryKey: ["data"] });
      navigate(appPath(ROLES_LIST));
    } catch (error) {
      const unshown = rules.showServerErrors(form, error, values);
      if (unshown.length > 0) console.warn("Role not saved:", unshown.join(" "));
      void message.error(ROLE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  const title = `${editing ? "Update" : "Create"} ${name.trim()} Role`.replace(/\s+/g, " ");
  return (
    <Card data-testid="role-form-page">
      <Link to={appPath(ROLES_LIST)}>
        <ArrowLeftOutlined /> Roles
      </Link>
      <Typography.Title level={4} style={{ marginTop: 12 }} data-testid="role-form-title">
        {title}
      </Typography.Title>
      {role.isError && <Alert type="error" showIcon message="The role could not be loaded." style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={{ name: "", active: true, permissions: [] }} onFinish={(values) => void save(values)} scrollToFirstError={{ block: "center" }} data-testid="role-form">
        <Form.Item label="Role Name" name="name" required rules={[rules.rule("name")]} style={{ maxWidth: 420 }}>
          <Input data-testid="role-name" />
        </Form.Item>
        <Form.Item label="Status" name="active" valuePropName="checked" rules={[rules.rule("status")]}>
          <Switch checkedChildren="Active" unCheckedChildren="Inactive" data-testid="role-status" />
        </Form.Item>
        {permissions.isLoading && <Typography.Paragraph>Loading...</Typography.Paragraph>}
        {permissions.isError && <Alert type="error" showIcon message="The permissions could not be loaded." style={{ marginBottom: 16 }} data-testid="permissions-error" />}
        <Form.Item
          label="Permissions"
          name="permissions"
          required
          rules={[rules.rule("permissions")]}
          valuePropName="checkedKeys"
          trigger="onCheck"
          getValueFromEvent={(keys: string[] | { checked: string[] }) => (Array.isArray(keys) ? keys : keys.checked)}
          hidden={!permissions.data}
        >
          <Tree
            checkable
            selectable={false}
            treeData={tree}
            expandedKeys={shownExpanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            style={{ maxHeight: 480, overflow: "auto", border: "1px solid #f0f0f0", borderRadius: 6, padding: 8 }}
            data-testid="permission-tree"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="role-submit">
            {editing ? "Update Role" : "Create Role"}
          </Button>
          <Button onClick={() => navigate(appPath(ROLES_LIST))}>Cancel</Button>
        </Space>
      </Form>
    </Card>
  );
}
