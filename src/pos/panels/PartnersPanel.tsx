// The partners drawer (Ctrl+Shift+P or Cmd+Shift+P): the tenant's active partners searched by name; at the till a
// pick sells the cart for that partner (its discounts apply), elsewhere the list is read only.
import { TeamOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Empty, Input, List, Tag, Typography } from "antd";
import { useState } from "react";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { requestDocument } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { FIND_PARTNERS, type FoundPartner } from "../dealDocuments";

const ACTIVE = [{ conditions: [{ field: "status", operator: "EQUAL" as const, value: "ACTIVE" }] }];

interface Props {
  /** The partner the cart sells for now. */
  current?: { id: string; name: string } | null;
  /** Absent: browsing only. */
  onPick?: (partner: FoundPartner | null) => void;
}

export function PartnersPanel({ current = null, onPick }: Props) {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), 250);
  const partners = useQuery({
    queryKey: ["data", "pos-partners", search],
    queryFn: () => requestDocument(FIND_PARTNERS, { search: search || null, filter: ACTIVE }).then((result) => result.found.data),
  });
  return (
    <div data-testid="partners-panel">
      <Input.Search autoFocus allowClear placeholder="Search partners" value={text} onChange={(event) => setText(event.target.value)} data-testid="partners-search" />
      {current && onPick && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          message={`Selling for ${current.name}`}
          action={
            <Button size="small" onClick={() => onPick(null)} data-testid="partners-clear">
              Remove
            </Button>
          }
        />
      )}
      {partners.isError && <Alert style={{ marginTop: 12 }} type="error" showIcon message={errorMessage(partners.error) ?? "Partners could not be loaded."} />}
      <List<FoundPartner>
        style={{ marginTop: 12 }}
        loading={partners.isLoading}
        dataSource={partners.data ?? []}
        locale={{ emptyText: <Empty description={search ? `No partner matches “${search}”.` : "No partners yet."} /> }}
        renderItem={(partner) => (
          <List.Item
            data-testid="partners-option"
            actions={
              onPick
                ? [
                    <Button key="pick" type={current?.id === partner.id ? "primary" : "default"} onClick={() => onPick(partner)} data-testid="partners-pick">
                      {current?.id === partner.id ? "Selected" : "Select"}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              avatar={<TeamOutlined />}
              title={partner.name}
              description={
                <>
                  <Tag>{partner.type}</Tag>
                  <Typography.Text type="secondary">{[partner.contactPerson, partner.phoneNumber].filter(Boolean).join(" · ")}</Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </div>
  );
}
