// Invite a user (first and last name, email, phone, gender, role, locations) or edit one (the same but the
// email): the shared schema's rules on every field, the server's messages on the same fields. Roles offered are
// the active ones; locations are the administrator's own. A changed role or location signs the user out.
import { Alert, App, Button, Col, Form, Input, Modal, Row, Select, Skeleton, type ButtonProps } from "antd";
import { useEffect, useMemo, useState } from "react";
import { loadPhoneRules } from "../../../../common/format/phone";
import { inviteUserSchema, updateUserSchema, USER_GENDERS } from "../../../../common/schemas/people";
import { usePrepared } from "../../../components/forms/usePrepared";
import { scrollToFirstError, zodForm } from "../../../components/forms/zodForm";
import { requestDocument, useGqlQuery } from "../../../providers/gqlHooks";
import { useSession } from "../../../providers/session";
import { INVITE_USER, ROLES, UPDATE_USER, type UserRow } from "./queries";

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: string | null;
  roleId: string | null;
  locationIds: string[];
}

const GENDER_LABELS: Record<(typeof USER_GENDERS)[number], string> = { FEMALE: "Female", MALE: "Male", OTHER: "Other" };
const blank = (text: string) => (text.trim() === "" ? null : text);

export function UserFormModal({ user, open, onClose, onSaved }: { user: UserRow | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const session = useSession();
  const roles = useGqlQuery(["roles-for-users"], ROLES, open ? { page: 1, limit: 500, filter: [{ conditions: [{ field: "status", operator: "EQUAL", value: "ACTIVE" }] }] } : null);
  const editing = user !== null;
  // the phone's rule needs the phone library: the form shows once it is there
  const prepared = usePrepared(loadPhoneRules);
  const ready = prepared.state === "ready";
  const rules = useMemo(
    () =>
      zodForm<Values>({
        schema: editing ? updateUserSchema : inviteUserSchema,
        toInput: (values) => ({ input: { ...values, lastName: values.lastName ?? "", phone: blank(values.phone ?? ""), email: editing ? undefined : values.email } }),
      }),
    [editing],
  );

  useEffect(() => {
    if (!open || !ready) return;
    form.resetFields();
    form.setFieldsValue(
      user
        ? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? "", gender: user.gender ?? null, roleId: user.roleId, locationIds: user.locationIds }
        : { firstName: "", lastName: "", email: "", phone: "", gender: null, roleId: null, locationIds: [] },
    );
  }, [open, ready, user, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => {
      scrollToFirstError(form);
      return null;
    });
    if (!values) return;
    setSaving(true);
    const dto = { firstName: values.firstName, lastName: values.lastName, phone: blank(values.phone ?? ""), gender: values.gender, roleId: values.roleId ?? "" };
    try {
      if (user) {
        await requestDocument(UPDATE_USER, { id: user.id, locationIds: values.locationIds, dto });
        void message.success(`${values.firstName} updated successfully.`);
      } else {
        await requestDocument(INVITE_USER, { invite: { ...dto, email: values.email.trim() }, locationIds: values.locationIds, origin: window.location.origin });
        void message.success(`Invitation sent to ${values.email.trim()}.`);
      }
      onSaved();
    } catch (error) {
      const unshown = rules.showServerErrors(form, error, values);
      if (unshown.length > 0) void message.error(unshown[0]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={user ? `Update ${user.firstName} ${user.lastName}`.trim() : "Invite User"}
      okText={user ? "Update User" : "Send Invitation"}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      okButtonProps={{ "data-testid": "user-form-submit", disabled: !ready } as ButtonProps}
    >
      {prepared.state === "failed" && (
        <Alert
          type="error"
          showIcon
          message="This form could not be loaded. Check the connection and try again."
          action={
            <Button size="small" onClick={prepared.retry}>
              Try again
            </Button>
          }
        />
      )}
      {prepared.state === "loading" && <Skeleton active paragraph={{ rows: 6 }} />}
      {ready && (
        <Form<Values> form={form} layout="vertical" requiredMark data-testid="user-form">
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item label="First Name" name="firstName" required rules={[rules.rule("firstName")]}>
                <Input autoFocus data-testid="user-first-name" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="Last Name" name="lastName" rules={[rules.rule("lastName")]}>
                <Input data-testid="user-last-name" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="Email" name="email" required={!editing} rules={editing ? [] : [rules.rule("email")]} extra={editing ? "The email cannot be changed." : "The invitation goes to this address."}>
                <Input type="email" disabled={editing} data-testid="user-email" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="Phone" name="phone" rules={[rules.rule("phone")]}>
                <Input placeholder="0300 1234567" data-testid="user-phone" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="Gender" name="gender" rules={[rules.rule("gender")]}>
                <Select allowClear options={USER_GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))} data-testid="user-gender" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="Role" name="roleId" required rules={[rules.rule("roleId")]}>
                <Select
                  showSearch
                  optionFilterProp="label"
                  loading={roles.isLoading}
                  options={(roles.data?.list.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
                  data-testid="user-role"
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item label="Locations" name="locationIds" required rules={[rules.rule("locationIds")]} extra={editing ? "Changing the role or the locations signs the user out." : undefined}>
                <Select mode="multiple" optionFilterProp="label" options={(session?.allowedLocations ?? []).map((place) => ({ value: place.id, label: place.name }))} data-testid="user-locations" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </Modal>
  );
}
