import { useState } from "react";
import { Select } from "antd";
import { useCreate, type BaseRecord, type HttpError } from "@refinedev/core";
import { errorMessage } from "../../providers/serverErrors";
import type { FormValues, ReferenceSource } from "../types";
import type { ReferenceOption } from "./referenceSource";
import { useReferenceChoices } from "./useReferenceChoices";

type Value = string | string[] | null;

interface Props {
  source: ReferenceSource;
  values: FormValues;
  multiple?: boolean;
  id?: string;
  value?: Value;
  onChange?: (value: Value) => void;
  placeholder?: string;
  testId: string;
}

const CREATE_VALUE = "__create__";

const asList = (value: Value | undefined): string[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * A reference select with one or several values and, when the source allows it, '+ Add "<typed text>"':
 * the typed name is created through the source's inline-create resource and selected. A searched source asks
 * the server for what is typed; a lookup filters its loaded options.
 */
export function ReferencePicker({ source, values, multiple, id, value, onChange, placeholder, testId }: Props) {
  const { options, enabled, loading, search: searchServer } = useReferenceChoices(source, values, asList(value));
  const create = useCreate<BaseRecord, HttpError, { name: string }>();
  const [search, setSearch] = useState("");
  // created here: shown with their names until the refetched options hold them
  const [created, setCreated] = useState<ReferenceOption[]>([]);
  const inline = source.inlineCreate;
  const typed = search.trim();

  const known = [...options, ...created.filter((item) => !options.some((option) => option.value === item.value))];
  const exists = known.some((option) => option.label.toLowerCase() === typed.toLowerCase());
  const shown = inline && typed && !exists ? [...known, { value: CREATE_VALUE, label: `+ Add "${typed}"` }] : known;

  const emit = (next: string[]) => onChange?.(multiple ? next : (next[0] ?? null));

  const createAndSelect = async (name: string, kept: string[]) => {
    if (!inline) return;
    try {
      const { data } = await create.mutateAsync({
        resource: inline.resource,
        values: { name },
        successNotification: () => ({ type: "success", message: `"${name}" added` }),
        errorNotification: (error) => ({ type: "error", message: `Could not add "${name}"`, description: errorMessage(error) }),
      });
      const newId = String(data.id);
      setCreated((previous) => [...previous, { value: newId, label: String(data.name ?? name) }]);
      emit(multiple ? [...kept, newId] : [newId]);
    } catch {
      // the error notification says why
    }
  };

  const handleChange = (next: string | string[] | undefined) => {
    const list = asList(next ?? null);
    if (list.includes(CREATE_VALUE)) {
      const kept = list.filter((item) => item !== CREATE_VALUE);
      setSearch("");
      void createAndSelect(typed, kept);
      return;
    }
    emit(list);
  };

  return (
    <Select<string | string[]>
      id={id}
      data-testid={testId}
      mode={multiple ? "multiple" : undefined}
      showSearch
      allowClear
      placeholder={placeholder}
      loading={loading || create.mutation.isPending}
      disabled={!enabled}
      options={shown}
      searchValue={search}
      onSearch={(text) => {
        setSearch(text);
        searchServer?.(text);
      }}
      filterOption={
        searchServer
          ? false
          : (input, option) => option?.value === CREATE_VALUE || String(option?.label ?? "").toLowerCase().includes(input.trim().toLowerCase())
      }
      notFoundContent={loading ? (searchServer ? "Searching…" : "Loading…") : "No matches"}
      value={multiple ? asList(value) : (asList(value)[0] ?? undefined)}
      onChange={handleChange}
      onBlur={() => {
        setSearch("");
        searchServer?.("");
      }}
    />
  );
}
