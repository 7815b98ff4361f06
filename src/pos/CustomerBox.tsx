// The cart's customer at the till: found by phone or name as the cashier types (the server reads a number the way
// customers say it: 0300 1234567, +92 300 1234567), or created on the spot with a name and a phone; the partner
// the cart sells for is shown beside it. Enter takes the first match; Esc leaves the box.
import { CloseOutlined, TeamOutlined, UserAddOutlined, UserOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Input, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { loadPhoneRules } from "../../common/format/phone";
import { P } from "../../common/permissions/catalogue";
import { customerInputSchema } from "../../common/schemas/customer";
import { usePrepared } from "../components/forms/usePrepared";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { requestDocument, useGqlMutation } from "../providers/gqlHooks";
import { errorMessage } from "../providers/serverErrors";
import type { Deal, DealCustomer } from "./deal";
import { CREATE_CUSTOMER, FIND_CUSTOMERS, type FoundCustomer } from "./dealDocuments";

const SEARCH_MIN = 3;

const asDealCustomer = (found: FoundCustomer): DealCustomer => ({
  id: found.id,
  name: found.name,
  phoneNumber: found.phoneNumber,
  partner: found.partner && found.partner.status === "ACTIVE" ? { id: found.partner.id, name: found.partner.name } : null,
});

interface Props {
  deal: Deal;
  onCustomer: (customer: DealCustomer | null) => void;
  onClearPartner: () => void;
  onDone: () => void;
  /** Customers by phone or name (the server's, or the till's known customers while offline). */
  findCustomers?: (search: string) => Promise<FoundCustomer[]>;
  /** Offline: a new customer needs the connection (the phone must be unique). */
  offline?: boolean;
}

const findOnServer = (search: string) => requestDocument(FIND_CUSTOMERS, { search }).then((result) => result.found.data);

export function CustomerBox({ deal, onCustomer, onClearPartner, onDone, findCustomers = findOnServer, offline = false }: Props) {
  const [text, setText] = useState("");
  const [creating, setCreating] = useState(false);
  const search = useDebouncedValue(text.trim(), 300);
  const found = useQuery({
    queryKey: ["data", "pos-customers", search],
    queryFn: () => findCustomers(search),
    enabled: search.length >= SEARCH_MIN && !deal.customer,
    // asked even when the browser says it is offline: the till answers from its own catalogue then
    networkMode: "always",
  });
  const canCreate = useCan({ action: "access", params: { permission: P.customersPartners.customer.create } }).data?.can === true;

  const pick = (customer: FoundCustomer) => {
    onCustomer(asDealCustomer(customer));
    setText("");
    onDone();
  };

  if (deal.customer) {
    return (
      <div className="pos-card pos-customer" data-testid="pos-customer">
        <Space style={{ width: "100%", justifyContent: "space-between" }}>
          <span>
            <UserOutlined /> <strong data-testid="pos-customer-name">{deal.customer.name}</strong>{" "}
            <Typography.Text type="secondary" data-testid="pos-customer-phone">
              {deal.customer.phoneNumber}
            </Typography.Text>
          </span>
          <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Remove customer" onClick={() => onCustomer(null)} data-testid="pos-customer-clear" />
        </Space>
        <PartnerTag deal={deal} onClear={onClearPartner} />
      </div>
    );
  }

  const results = search.length >= SEARCH_MIN ? (found.data ?? []) : [];
  return (
    <div className="pos-card pos-customer" data-testid="pos-customer">
      {creating ? (
        <NewCustomerForm
          initial={text}
          onCancel={() => setCreating(false)}
          onCreated={(customer) => {
            setCreating(false);
            pick(customer);
          }}
        />
      ) : (
        <>
          <Space.Compact style={{ width: "100%" }}>
            <Input
              allowClear
              prefix={<UserOutlined />}
              placeholder="Customer phone or name"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && results[0]) pick(results[0]);
                if (event.key === "Escape") onDone();
              }}
              data-testid="pos-customer-search"
            />
            {canCreate && (
              <Button
                icon={<UserAddOutlined />}
                onClick={() => setCreating(true)}
                disabled={offline}
                title={offline ? "A new customer needs the connection (the phone number must be unique)." : undefined}
                data-testid="pos-customer-new"
              >
                New
              </Button>
            )}
          </Space.Compact>
          {search.length >= SEARCH_MIN && (
            <div className="pos-customer-results" data-testid="pos-customer-results">
              {found.isLoading && <Typography.Text type="secondary">Searching…</Typography.Text>}
              {found.isError && <Alert type="error" showIcon message={errorMessage(found.error) ?? "Customers could not be searched."} />}
              {found.isSuccess && results.length === 0 && <Typography.Text type="secondary">No customer matches “{search}”.</Typography.Text>}
              {results.map((customer) => (
                <Button key={customer.id} block type="text" className="pos-customer-result" onClick={() => pick(customer)} data-testid="pos-customer-option">
                  <span>{customer.name}</span>
                  <Typography.Text type="secondary">{customer.phoneNumber}</Typography.Text>
                </Button>
              ))}
            </div>
          )}
          <PartnerTag deal={deal} onClear={onClearPartner} />
        </>
      )}
    </div>
  );
}

function PartnerTag({ deal, onClear }: { deal: Deal; onClear: () => void }) {
  if (!deal.partner) return null;
  return (
    <Tag icon={<TeamOutlined />} color="purple" closable onClose={onClear} style={{ marginTop: 8 }} data-testid="pos-partner">
      {deal.partner.name}
    </Tag>
  );
}

function NewCustomerForm({ initial, onCancel, onCreated }: { initial: string; onCancel: () => void; onCreated: (customer: FoundCustomer) => void }) {
  const looksLikePhone = /^[+\d][\d\s-]*$/.test(initial.trim());
  const [name, setName] = useState(looksLikePhone ? "" : initial.trim());
  const [phone, setPhone] = useState(looksLikePhone ? initial.trim() : "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useGqlMutation(CREATE_CUSTOMER, { failure: false, success: ({ customer }) => `Customer ${customer.name} created` });
  // the phone's rule needs the phone library (its own chunk): Create waits for it
  const phoneRules = usePrepared(loadPhoneRules);

  const submit = () => {
    if (phoneRules.state !== "ready") return;
    const parsed = customerInputSchema.safeParse({ name, phoneNumber: phone });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate({ input: { name: parsed.data.name, phoneNumber: phone } }, { onSuccess: ({ customer }) => onCreated(customer) });
  };

  return (
    <div data-testid="pos-customer-form" onKeyDown={(event) => event.key === "Enter" && submit()}>
      <Typography.Text strong>New customer</Typography.Text>
      <Input style={{ marginTop: 8 }} placeholder="Name" aria-label="Customer name" value={name} onChange={(event) => setName(event.target.value)} status={errors.name ? "error" : undefined} autoFocus data-testid="pos-customer-form-name" />
      {errors.name && <Typography.Text type="danger">{errors.name}</Typography.Text>}
      <Input style={{ marginTop: 8 }} placeholder="Phone, e.g. 0300 1234567" aria-label="Customer phone" value={phone} onChange={(event) => setPhone(event.target.value)} status={errors.phoneNumber ? "error" : undefined} data-testid="pos-customer-form-phone" />
      {errors.phoneNumber && <Typography.Text type="danger">{errors.phoneNumber}</Typography.Text>}
      {phoneRules.state === "failed" && (
        <Alert style={{ marginTop: 8 }} type="error" showIcon message="The phone number rules could not be loaded." action={<Button size="small" onClick={phoneRules.retry}>Try again</Button>} />
      )}
      {create.isError && <Alert style={{ marginTop: 8 }} type="error" showIcon message={errorMessage(create.error) ?? "The customer was not created."} data-testid="pos-customer-form-error" />}
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" onClick={submit} loading={create.isPending || phoneRules.state === "loading"} disabled={phoneRules.state === "failed"} data-testid="pos-customer-form-save">
          Create
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Space>
    </div>
  );
}
