// Confirm: the product's count is submitted; what it found (its summary, final once completed), then 'Go to listing'
// (the audit list) or 'Continue with Next Product' (back to Select Product, nothing selected), offered while another
// product is left to count.
import { Button, Result, Space } from "antd";
import { countText } from "../../../../common/format/count";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { GET_PRODUCT_SUMMARY, type ExecutedProduct } from "./documents";
import { costText } from "./shared";

interface Props {
  product: ExecutedProduct;
  onListing: () => void;
  /** Back to Select Product; null when every other product is completed. */
  onNext: (() => void) | null;
}

export function ConfirmStep({ product, onListing, onNext }: Props) {
  const query = useGqlQuery(["audit-product-summary"], GET_PRODUCT_SUMMARY, { auditProductId: product.id });
  const result = query.data?.summary;
  const found =
    result?.status === "COMPLETED"
      ? `${result.matchedCount} matched, ${result.shortCount} short (${costText(result.shortAmount)}), ${result.excessCount} excess (${costText(result.excessAmount)}) of ${countText(result.totalLots, "lot")}.`
      : undefined;
  return (
    <div data-testid="audit-step-confirm">
      <Result
        status="success"
        title={`The audit of ${product.product.name} has been submitted successfully.`}
        subTitle={<span data-testid="audit-confirm-figures">{found}</span>}
        extra={
          <Space>
            <Button type={onNext ? "default" : "primary"} autoFocus={!onNext} onClick={onListing} data-testid="audit-go-listing">
              Go to listing
            </Button>
            {onNext && (
              <Button type="primary" autoFocus onClick={onNext} data-testid="audit-next-product">
                Continue with Next Product
              </Button>
            )}
          </Space>
        }
      />
    </div>
  );
}
