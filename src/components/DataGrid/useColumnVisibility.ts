import { useCallback } from "react";
import { useLocalStorageState } from "../../hooks/useLocalStorageState";
import { columnVisibilityKey } from "./constants";

/** Column key → visible; a key that is absent is visible. Saved per grid in localStorage. */
export type VisibilityModel = Record<string, boolean>;

export function useColumnVisibility(gridId: string, hideableKeys: readonly string[]) {
  const [model, setModel] = useLocalStorageState<VisibilityModel>(columnVisibilityKey(gridId), {});

  const isVisible = useCallback((key: string) => model[key] !== false, [model]);
  const allVisible = hideableKeys.every((key) => model[key] !== false);

  const toggle = useCallback((key: string) => setModel({ ...model, [key]: model[key] === false }), [model, setModel]);

  /** Shows every column, or hides every hideable one when all are already shown. */
  const toggleAll = useCallback(() => {
    const show = !allVisible;
    setModel(Object.fromEntries(hideableKeys.map((key) => [key, show])));
  }, [allVisible, hideableKeys, setModel]);

  return { isVisible, allVisible, toggle, toggleAll };
}
