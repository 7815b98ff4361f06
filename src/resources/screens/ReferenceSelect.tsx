import { Select } from "antd";
import type { FormValues, ReferenceSource } from "../types";
import { searchProps, useReferenceChoices } from "./useReferenceChoices";

interface Props {
  source: ReferenceSource;
  values: FormValues;
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  testId: string;
  /** Where the options open (a column menu keeps them inside itself). */
  getPopupContainer?: (trigger: HTMLElement) => HTMLElement;
}

/** One record of another resource: a lookup's options loaded whole, or a searched source's matches as one types. */
export function ReferenceSelect({ source, values, id, value, onChange, placeholder, testId, getPopupContainer }: Props) {
  const choices = useReferenceChoices(source, values, value ? [value] : []);
  return (
    <Select
      id={id}
      data-testid={testId}
      showSearch
      allowClear
      {...searchProps(choices)}
      placeholder={placeholder}
      loading={choices.loading}
      disabled={!choices.enabled}
      options={choices.options}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      // the next opening starts from the first matches again, not from the last text typed
      onBlur={() => choices.search?.("")}
      getPopupContainer={getPopupContainer}
      style={{ width: "100%" }}
    />
  );
}
