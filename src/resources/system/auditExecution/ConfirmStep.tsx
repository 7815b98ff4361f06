// Confirm: the product's count is submitted; what it found, then 'Go to listing' (the audit list) or 'Continue with
// Next Product' (back to Select Product, nothing selected).
import { Button, Result, Space } from "antd";
import type { ProductSummary } from "./documents";
import { costText } from "./shared";

interface Props {
  productName: string;
  /** What completeProductAudit answered (null when the step was reached otherwise, e.g. a reload). */
  result: ProductSummary | null;
  onListing: () => void;
  onNext: () => void;
}

export function ConfirmStep({ productName, result, onListing, onNext }: Props) {
  const found = result
    ? `${result.matchedCount} matched, ${result.shortCount} short (${costText(result.shortAmount)}), ${result.excessCount} excess (${costText(result.excessAmount)}) of ${result.totalLots} lots.`
    : undefined;
  return (
    <Result
      status="success"
      data-testid="audit-step-confirm"
      title={`The audit of ${productName} has been submitted successfully.`}
      subTitle={<span data-testid="audit-confirm-figures">{found}</span>}
      extra={
        <Space>
          <Button onClick={onListing} data-testid="audit-go-listing">
            Go to listing
          </Button>
          <Button type="primary" autoFocus onClick={onNext} data-testid="audit-next-product">
            Continue with Next Product
          </Button>
        </Space>
      }
    />
  );
}
