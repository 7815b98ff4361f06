// The lost sale panel: a product asked for and not sold, searched in the catalogue or typed when the pharmacy does
// not stock it, with the quantity, the price (a catalogue product's is its shelf price, read by the server; a typed
// product's is typed) and the reason; the server records what the store had at that moment. Validated by the shared schema; the panel stays open for the next one.
import { AutoComplete, Alert, Button, Input, Select, Space, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatMoney } from "../../../common/money";
import { LOST_SALE_REASON_LABELS, LOST_SALE_REASONS, lostSaleInputSchema, type LostSaleReason } from "../../../common/schemas/lostSale";
import { graphql } from "../../graphql";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { requestDocument, useGqlMutation } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { SEARCH_POS_PRODUCTS, type PosProduct } from "../documents";

const CREATE_LOST_SALE = graphql(`mutation PosCreateLostSale($input: LostSaleInput!) {
  lost: createLostSale(input: $input) { id secondaryId productName quantity value currentInventory }
}`);

interface Props {
  locationId: string;
  registerId: string;
  currency: string;
}

export function LostSalePanel({ locationId, registerId, currency }: Props) {
  const [text, setText] = useState("");
  const [product, setProduct] = useState<PosProduct | null>(null);
  const [quantity, setQuantity] = useState("1");
  const [price, setPrice] = useState("");
  const [reason, setReason] = useState<LostSaleReason | undefined>("OUT_OF_STOCK");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [recorded, setRecorded] = useState<string | null>(null);
  const search = useDebouncedValue(text.trim(), 250);
  const found = useQuery({
    queryKey: ["data", "pos-lost-sale-search", locationId, search],
    queryFn: () => requestDocument(SEARCH_POS_PRODUCTS, { locationId, search, limit: 10 }).then((result) => result.products),
    enabled: search.length >= 2 && !product,
  });
  const create = useGqlMutation(CREATE_LOST_SALE, { failure: false });

  const save = () => {
    const input = {
      locationId,
      registerId,
      productId: product?.id ?? null,
      productName: product ? null : text,
      quantity: quantity.trim(),
      // a catalogue product is recorded at its shelf price, which the server reads
      price: product || price.trim() === "" ? null : price.trim(),
      reason,
      comment,
    };
    const parsed = lostSaleInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    const { locationId: location, registerId: register, productId, productName, quantity: units, price: typedPrice, reason: why, comment: note } = parsed.data;
    create.mutate(
      { input: { locationId: location, registerId: register, productId, productName, quantity: units, price: typedPrice, reason: why, comment: note } },
      {
        onSuccess: ({ lost }) => {
          setRecorded(`${lost.secondaryId}: ${lost.quantity} × ${lost.productName}, ${formatMoney(lost.value, { prefix: `${currency} ` })} (stock then: ${lost.currentInventory})`);
          setText("");
          setProduct(null);
          setQuantity("1");
          setPrice("");
          setComment("");
        },
      },
    );
  };
  const error = (name: string) => errors[name] && <Typography.Text type="danger" data-testid={`lost-sale-error-${name}`}>{errors[name]}</Typography.Text>;

  return (
    <div data-testid="lost-sale-panel">
      {recorded && <Alert type="success" showIcon closable message="Lost sale recorded" description={recorded} style={{ marginBottom: 12 }} data-testid="lost-sale-recorded" />}
      <Space direction="vertical" style={{ width: "100%" }}>
        <AutoComplete
          style={{ width: "100%" }}
          value={product ? product.name : text}
          options={(found.data ?? []).map((each) => ({ value: each.id, label: `${each.name} · ${each.availableQuantity} in stock` }))}
          onSearch={(value) => {
            setProduct(null);
            setText(value);
          }}
          onSelect={(id: string) => setProduct((found.data ?? []).find((each) => each.id === id) ?? null)}
        >
          <Input autoFocus placeholder="Product asked for (search, or type its name)" status={errors.productName ? "error" : undefined} data-testid="lost-sale-product" />
        </AutoComplete>
        {product ? (
          <Typography.Text type="secondary" data-testid="lost-sale-picked">
            {product.name}: shelf price {formatMoney(product.unitPrice, { prefix: `${currency} ` })}, {product.availableQuantity} in stock
          </Typography.Text>
        ) : (
          text.trim() && <Typography.Text type="secondary">Not in the catalogue? It is recorded by this name.</Typography.Text>
        )}
        {error("productName")}
        <Input addonBefore="Quantity" inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} status={errors.quantity ? "error" : undefined} data-testid="lost-sale-quantity" />
        {error("quantity")}
        <Input
          addonBefore="Price"
          inputMode="decimal"
          placeholder="Price per unit"
          disabled={product !== null}
          value={product ? formatMoney(product.unitPrice) : price}
          onChange={(event) => {
            setPrice(event.target.value);
            // the message was about what was there before
            setErrors(({ price: _stale, ...rest }) => rest);
          }}
          status={errors.price ? "error" : undefined}
          data-testid="lost-sale-price"
        />
        {error("price")}
        <Select<LostSaleReason>
          style={{ width: "100%" }}
          placeholder="Reason"
          value={reason}
          onChange={setReason}
          options={LOST_SALE_REASONS.map((value) => ({ value, label: LOST_SALE_REASON_LABELS[value] }))}
          data-testid="lost-sale-reason"
        />
        {error("reason")}
        <Input.TextArea rows={2} placeholder="Comment" value={comment} onChange={(event) => setComment(event.target.value)} data-testid="lost-sale-comment" />
        {error("comment")}
        {create.isError && <Alert type="error" showIcon message={errorMessage(create.error) ?? "The lost sale was not recorded."} data-testid="lost-sale-failed" />}
        <Button type="primary" block onClick={save} loading={create.isPending} data-testid="lost-sale-save">
          Record lost sale
        </Button>
      </Space>
    </div>
  );
}
