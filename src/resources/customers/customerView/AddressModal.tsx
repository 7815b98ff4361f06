// Add or edit one address of a customer (createAddress / updateAddress), validated by the shared zod schema.
import { Form, Input, Modal, Select } from "antd";
import { useMemo } from "react";
import { addressInputSchema } from "../../../../common/schemas/customer";
import { scrollToFirstError, zodForm } from "../../../components/forms/zodForm";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { ADDRESS_CITIES, CREATE_ADDRESS, UPDATE_ADDRESS, type CustomerAddress } from "./queries";

type Values = Record<string, string | null | undefined>;

const TEXT_FIELDS = [
  ["buildingNo", "Building No."],
  ["streetName", "Street Name"],
  ["streetAddress1", "Street Address 1"],
  ["streetAddress2", "Street Address 2"],
  ["districtName", "District"],
  ["state", "State"],
  ["postalCode", "Postal Code"],
  ["landmark", "Landmark"],
  ["additionalNumber", "Additional Number"],
] as const;

const form$ = zodForm<Values>({ schema: addressInputSchema, toInput: (values) => ({ input: values }) });

export function AddressModal({ customerId, address, onClose }: { customerId: string; address: CustomerAddress | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const cities = useGqlQuery(["address-cities"], ADDRESS_CITIES, {});
  const create = useGqlMutation(CREATE_ADDRESS, { success: () => "Address added successfully", failure: "Failed to add address" });
  const update = useGqlMutation(UPDATE_ADDRESS, { success: () => "Address updated successfully", failure: "Failed to update address" });
  const cityOptions = useMemo(
    () => (cities.data?.getCities.data ?? []).map((city) => ({ value: city.id, label: `${city.name}, ${city.country.name}` })),
    [cities.data],
  );

  const save = async () => {
    const values = await form.validateFields().catch(() => {
      scrollToFirstError(form);
      return null;
    });
    if (!values) return;
    const parsed = form$.parse(values);
    if (!parsed.success) return;
    const input = parsed.data as Record<string, string | null>;
    try {
      if (address) await update.mutateAsync({ id: address.id, input });
      else await create.mutateAsync({ customerId, input });
      onClose();
    } catch (error) {
      form$.showServerErrors(form, error, values);
    }
  };

  return (
    <Modal
      open
      title={address ? "Update Address" : "Add Address"}
      okText={address ? "Update" : "Add"}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={address ?? {}} data-testid="address-form">
        <Form.Item name="cityId" label="City" rules={[form$.rule("cityId")]}>
          <Select allowClear showSearch optionFilterProp="label" options={cityOptions} loading={cities.isLoading} placeholder="Select City" />
        </Form.Item>
        {TEXT_FIELDS.map(([name, label]) => (
          <Form.Item key={name} name={name} label={label} rules={[form$.rule(name)]}>
            <Input placeholder={label} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
