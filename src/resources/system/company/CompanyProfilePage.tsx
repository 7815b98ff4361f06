// Company profile (system/company): the company's name, website, online store and logos, which the receipts,
// the transfer print and the offline till show. Validated by the shared schema (common/schemas/companyProfile);
// after saving, the session's tenant takes the saved values so the next receipt prints the new logo.
import { useCan } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Descriptions, Form, Input, Skeleton } from "antd";
import { useEffect, useMemo } from "react";
import { P } from "../../../../common/permissions/catalogue";
import { COMPANY_LOGO_FIELDS, COMPANY_LOGO_LABELS, companyProfileInputSchema } from "../../../../common/schemas/companyProfile";
import { ImageUpload } from "../../../components/ImageUpload/ImageUpload";
import { zodForm } from "../../../components/forms/zodForm";
import { requestDocument, useGqlMutation } from "../../../providers/gqlHooks";
import { updateSessionTenant } from "../../../providers/session";
import { COMPANY_PROFILE, UPDATE_COMPANY_PROFILE, type CompanyProfile } from "./queries";

type Values = Pick<CompanyProfile, "name" | "website" | "onlineStoreURL" | "logo" | "parentCompanyLogo" | "invertedLogo" | "qrInvertedLogo">;

const valuesOf = ({ name, website, onlineStoreURL, logo, parentCompanyLogo, invertedLogo, qrInvertedLogo }: CompanyProfile): Values => ({
  name,
  website,
  onlineStoreURL,
  logo,
  parentCompanyLogo,
  invertedLogo,
  qrInvertedLogo,
});

export function CompanyProfilePage() {
  const [form] = Form.useForm<Values>();
  const canUpdate = useCan({ action: "access", params: { permission: P.system.company.update } }).data?.can === true;
  const profile = useQuery({ queryKey: ["data", "company-profile"], queryFn: () => requestDocument(COMPANY_PROFILE, {}).then((result) => result.profile) });
  const rules = useMemo(() => zodForm<Values>({ schema: companyProfileInputSchema, toInput: (values) => ({ input: values }) }), []);
  const save = useGqlMutation(UPDATE_COMPANY_PROFILE, { failure: "Saving the company profile failed", success: () => "Company profile saved." });

  useEffect(() => {
    if (profile.data) form.setFieldsValue(valuesOf(profile.data));
  }, [profile.data, form]);

  const onFinish = async () => {
    const values = form.getFieldsValue(true) as Values;
    try {
      const { profile: saved } = await save.mutateAsync({ input: values });
      updateSessionTenant(saved);
      form.setFieldsValue(valuesOf(saved));
    } catch (error) {
      rules.showServerErrors(form, error, values);
    }
  };

  if (!profile.data) return <Card title="Company profile">{profile.isError ? "The company profile could not be loaded." : <Skeleton active />}</Card>;
  return (
    <Card title="Company profile" data-testid="company-profile">
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Account ID">{profile.data.accountId}</Descriptions.Item>
        <Descriptions.Item label="Currency">{profile.data.currency}</Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" disabled={!canUpdate} onFinish={() => void onFinish()} style={{ maxWidth: 720 }}>
        <Form.Item name="name" label="Company name" required rules={[rules.rule("name")]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="website" label="Website" rules={[rules.rule("website")]}>
          <Input placeholder="https://…" />
        </Form.Item>
        <Form.Item name="onlineStoreURL" label="Online store URL" rules={[rules.rule("onlineStoreURL")]}>
          <Input placeholder="https://…" />
        </Form.Item>
        <div style={{ display: "flex", flexWrap: "wrap", gap: 24 }}>
          {COMPANY_LOGO_FIELDS.map((field) => (
            <Form.Item key={field} name={field} label={COMPANY_LOGO_LABELS[field]} rules={[rules.rule(field)]}>
              <ImageUpload uploadFor="company" testId={`company-${field}`} />
            </Form.Item>
          ))}
        </div>
        {canUpdate && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        )}
      </Form>
    </Card>
  );
}
