// The delivery panel: turns the cart into a DELIVERY order for the cart's customer: one of their addresses (or a
// new one added here), the delivery charges, the MR number and a comment. The summary then adds the charges and
// the location's delivery platform fee; checkout offers 'Pay on delivery'. 'Counter sale' turns it back.
import { CarOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Divider, Input, Radio, Select, Space, Typography } from "antd";
import { useState } from "react";
import { addressInputSchema } from "../../../common/schemas/customer";
import { cartSchema } from "../../../common/schemas/order";
import { useGqlMutation, useGqlQuery } from "../../providers/gqlHooks";
import { ADDRESS_CITIES } from "../../resources/customers/customerView/queries";
import { errorMessage } from "../../providers/serverErrors";
import type { Deal, DealDelivery } from "../deal";
import { CREATE_ADDRESS, CUSTOMER_ADDRESSES } from "../dealDocuments";

const fields = cartSchema.shape;
const firstMessage = (result: { success: boolean; error?: { issues: readonly { message: string }[] } }) => (result.success ? null : (result.error?.issues[0]?.message ?? "Invalid value."));

interface Props {
  deal: Deal;
  onDelivery: (delivery: DealDelivery | null) => void;
}

export function DeliveryPanel({ deal, onDelivery }: Props) {
  const customer = deal.customer;
  const current = deal.delivery;
  const addresses = useGqlQuery(["pos-addresses"], CUSTOMER_ADDRESSES, customer ? { id: customer.id } : null);
  const [addressId, setAddressId] = useState<string | null>(current?.addressId ?? null);
  const [charges, setCharges] = useState(current ? String(current.deliveryCharges) : "");
  const [mrNo, setMrNo] = useState(current?.mrNo ?? "");
  const [comment, setComment] = useState(current?.comment ?? "");
  const [adding, setAdding] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!customer) {
    return <Alert type="info" showIcon message="Choose the customer first" description="Find or create the customer in the customer box of the till: a delivery goes to one of their addresses." data-testid="delivery-needs-customer" />;
  }
  const list = addresses.data?.customer.addresses ?? [];
  const save = () => {
    const problems: Record<string, string> = {};
    if (!addressId) problems.addressId = "Please select a delivery address.";
    const parsedCharges = fields.deliveryCharges.safeParse(charges.trim() === "" ? 0 : charges.trim());
    const chargesProblem = firstMessage(parsedCharges);
    if (chargesProblem) problems.deliveryCharges = chargesProblem;
    const mrProblem = firstMessage(fields.mrNo.safeParse(mrNo));
    if (mrProblem) problems.mrNo = mrProblem;
    const commentProblem = firstMessage(fields.comment.safeParse(comment));
    if (commentProblem) problems.comment = commentProblem;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !addressId || !parsedCharges.success) return;
    const address = list.find((each) => each.id === addressId);
    onDelivery({ addressId, addressLine: address?.line ?? "", deliveryCharges: parsedCharges.data, mrNo: mrNo.trim() || null, comment: comment.trim() || null });
  };
  const error = (name: string) => errors[name] && <Typography.Text type="danger" data-testid={`delivery-error-${name}`}>{errors[name]}</Typography.Text>;

  return (
    <div data-testid="delivery-panel" aria-busy={addresses.isLoading}>
      <Typography.Paragraph>
        <CarOutlined /> Deliver to <strong>{customer.name}</strong> ({customer.phoneNumber})
      </Typography.Paragraph>
      <Divider orientation="left" plain>
        Address
      </Divider>
      {addresses.isError && <Alert type="error" showIcon message={errorMessage(addresses.error) ?? "The addresses could not be loaded."} />}
      {addresses.isSuccess && list.length === 0 && !adding && <Typography.Text type="secondary">No address yet: add one.</Typography.Text>}
      <Radio.Group value={addressId} onChange={(event) => setAddressId(event.target.value as string)} style={{ display: "flex", flexDirection: "column", gap: 6 }}>
        {list.map((address) => (
          <Radio key={address.id} value={address.id} data-testid="delivery-address">
            {address.line}
            {address.landmark && <Typography.Text type="secondary"> · {address.landmark}</Typography.Text>}
          </Radio>
        ))}
      </Radio.Group>
      {error("addressId")}
      {adding ? (
        <NewAddress
          customerId={customer.id}
          onAdded={(id) => {
            setAdding(false);
            setAddressId(id);
            void addresses.refetch();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button style={{ marginTop: 8 }} icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="delivery-address-add">
          Add address
        </Button>
      )}
      <Divider orientation="left" plain>
        Delivery
      </Divider>
      <Input addonBefore="Delivery charges" placeholder="0.00" inputMode="decimal" value={charges} onChange={(event) => setCharges(event.target.value)} status={errors.deliveryCharges ? "error" : undefined} data-testid="delivery-charges" />
      {error("deliveryCharges")}
      <Input style={{ marginTop: 8 }} addonBefore="MR No." value={mrNo} onChange={(event) => setMrNo(event.target.value)} data-testid="delivery-mrno" />
      {error("mrNo")}
      <Input.TextArea style={{ marginTop: 8 }} rows={2} placeholder="Comment for the rider" value={comment} onChange={(event) => setComment(event.target.value)} data-testid="delivery-comment" />
      {error("comment")}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" onClick={save} data-testid="delivery-save">
          {current ? "Update delivery" : "Make it a delivery"}
        </Button>
        {current && (
          <Button onClick={() => onDelivery(null)} data-testid="delivery-cancel">
            Counter sale instead
          </Button>
        )}
      </Space>
    </div>
  );
}

function NewAddress({ customerId, onAdded, onCancel }: { customerId: string; onAdded: (id: string) => void; onCancel: () => void }) {
  const cities = useGqlQuery(["address-cities"], ADDRESS_CITIES, {});
  const [street, setStreet] = useState("");
  const [landmark, setLandmark] = useState("");
  const [cityId, setCityId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useGqlMutation(CREATE_ADDRESS, { failure: false, success: () => "Address added" });
  const add = () => {
    const parsed = addressInputSchema.safeParse({ streetAddress1: street, landmark, cityId });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Invalid address.");
    if (!parsed.data.streetAddress1) return setProblem("Please enter the street address.");
    setProblem(null);
    create.mutate({ customerId, input: parsed.data }, { onSuccess: ({ address }) => onAdded(address.id) });
  };
  return (
    <div style={{ marginTop: 8 }} data-testid="delivery-new-address">
      <Input placeholder="House, street" aria-label="Street address" value={street} onChange={(event) => setStreet(event.target.value)} autoFocus data-testid="delivery-new-street" />
      <Select
        style={{ width: "100%", marginTop: 8 }}
        showSearch
        allowClear
        placeholder="City"
        optionFilterProp="label"
        value={cityId}
        onChange={(value: string | undefined) => setCityId(value ?? null)}
        options={(cities.data?.getCities.data ?? []).map((city) => ({ value: city.id, label: `${city.name}, ${city.country.name}` }))}
        data-testid="delivery-new-city"
      />
      <Input style={{ marginTop: 8 }} placeholder="Landmark" value={landmark} onChange={(event) => setLandmark(event.target.value)} data-testid="delivery-new-landmark" />
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {create.isError && <Alert style={{ marginTop: 8 }} type="error" showIcon message={errorMessage(create.error) ?? "The address was not added."} />}
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" onClick={add} loading={create.isPending} data-testid="delivery-new-save">
          Add
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Space>
    </div>
  );
}
