// The discounts panel: type a code (Enter applies it) or pick one offered at this location; see what the cart's
// discounts take off and, when the code does not apply, why (expired, not yet started, minimum not met, used up,
// not for this location).
import { GiftOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Divider, Input, List, Space, Typography } from "antd";
import { useState } from "react";
import { formatMoney } from "../../../common/money";
import { P } from "../../../common/permissions/catalogue";
import { DISCOUNT_CODE_RULE } from "../../../common/schemas/order";
import { requestDocument } from "../../providers/gqlHooks";
import { discountValueText } from "../../resources/sales/discounts";
import { OFFERED_DISCOUNTS, type OfferedDiscount } from "../dealDocuments";
import type { CartSummary } from "../documents";

const ACTIVE_WITH_CODE = [
  { conditions: [{ field: "status", operator: "EQUAL" as const, value: "ACTIVE" }] },
  { conditions: [{ field: "code", operator: "NE" as const, value: null }] },
];

interface Props {
  locationId: string;
  code: string | null;
  summary: CartSummary | null;
  currency: string;
  onCode: (code: string | null) => void;
}

export function DiscountsPanel({ locationId, code, summary, currency, onCode }: Props) {
  const [typed, setTyped] = useState(code ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const canList = useCan({ action: "access", params: { permission: P.salesOrders.discount.read } }).data?.can === true;
  const offered = useQuery({
    queryKey: ["data", "pos-discounts", locationId],
    queryFn: () => requestDocument(OFFERED_DISCOUNTS, { locationId, filter: ACTIVE_WITH_CODE }).then((result) => result.offered.data),
    enabled: canList,
  });

  const apply = (value: string) => {
    const next = value.trim().toUpperCase();
    if (next === "") return setProblem("Please type a discount code.");
    if (next.length > DISCOUNT_CODE_RULE.max) return setProblem(`${DISCOUNT_CODE_RULE.label} must be at most ${DISCOUNT_CODE_RULE.max} characters.`);
    setProblem(null);
    setTyped(next);
    onCode(next);
  };
  const money = (value: number) => formatMoney(value, { prefix: `${currency} ` });

  return (
    <div data-testid="discounts-panel">
      <Space.Compact style={{ width: "100%" }}>
        <Input
          autoFocus
          prefix={<GiftOutlined />}
          placeholder="Discount code"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={() => apply(typed)}
          status={problem ? "error" : undefined}
          data-testid="discounts-code"
        />
        <Button type="primary" onClick={() => apply(typed)} data-testid="discounts-apply">
          Apply
        </Button>
      </Space.Compact>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {code && (
        <Space style={{ marginTop: 8 }}>
          <Typography.Text>
            Code <strong data-testid="discounts-current">{code}</strong>
          </Typography.Text>
          <Button
            size="small"
            onClick={() => {
              setTyped("");
              onCode(null);
            }}
            data-testid="discounts-remove"
          >
            Remove code
          </Button>
        </Space>
      )}
      {summary?.discountCodeRefusal && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={summary.discountCodeRefusal} data-testid="discounts-refusal" />}
      <Divider orientation="left" plain>
        Applied to this cart
      </Divider>
      {summary && summary.discounts.length > 0 ? (
        summary.discounts.map((discount) => (
          <div key={discount.discountId} className="pos-summary-row" data-testid="discounts-applied">
            <span>
              {discount.title}
              {discount.code && <Typography.Text type="secondary"> ({discount.code})</Typography.Text>}
            </span>
            <strong>−{money(discount.amount)}</strong>
          </div>
        ))
      ) : (
        <Typography.Text type="secondary" data-testid="discounts-none">
          No discount applies to this cart yet.
        </Typography.Text>
      )}
      {canList && (
        <>
          <Divider orientation="left" plain>
            Codes offered here
          </Divider>
          <List<OfferedDiscount>
            size="small"
            loading={offered.isLoading}
            dataSource={offered.data ?? []}
            locale={{ emptyText: "No codes are offered at this location." }}
            renderItem={(discount) => (
              <List.Item
                data-testid="discounts-offered"
                actions={[
                  <Button key="use" size="small" onClick={() => apply(discount.code ?? "")} disabled={discount.code === code}>
                    Use
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={`${discount.code} · ${discount.title}`}
                  description={`${discountValueText({ ...discount, buyX: null, getY: null, getYDiscount: null })}${discount.minPurchaseAmount ? ` on ${money(discount.minPurchaseAmount)} or more` : ""}`}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </div>
  );
}
