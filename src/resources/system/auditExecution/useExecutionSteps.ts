// Where the execution stands: the step and the chosen audit product, kept in the address (?step=…&product=…) so
// that a reload or the browser's Back lands on the same step. Continue moves forward, Back to the previous step.
import { useSearchParams } from "react-router";
import { EXECUTION_STEPS, type ExecutionStep } from "./shared";

const isStep = (value: string | null): value is ExecutionStep => EXECUTION_STEPS.some((step) => step === value);

export function useExecutionSteps() {
  const [params, setParams] = useSearchParams();
  const productId = params.get("product");
  const asked = params.get("step");
  // every step after the first is about one product
  const step: ExecutionStep = isStep(asked) && (asked === "SELECT_PRODUCT" || productId) ? asked : "SELECT_PRODUCT";

  const go = (next: ExecutionStep, product: string | null = productId) => {
    const search = new URLSearchParams();
    search.set("step", next);
    if (product) search.set("product", product);
    setParams(search);
  };
  const index = EXECUTION_STEPS.indexOf(step);

  return {
    step,
    index,
    /** The audit product chosen (its id in the audit, not the catalogue's). */
    productId,
    go,
    back: () => go(EXECUTION_STEPS[Math.max(0, index - 1)]),
    forward: () => go(EXECUTION_STEPS[Math.min(EXECUTION_STEPS.length - 1, index + 1)]),
  };
}
