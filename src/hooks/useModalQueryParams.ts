import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";

export type ModalMode = "create" | "edit";

/**
 * The settings-screen modal state kept in the URL: `?mode=create` or `?mode=edit&id=…`. Other parameters (the
 * grid's page, sorters, filters) are kept: they are read from the address at call time, because callbacks
 * held by a pending save would otherwise write back a stale query string.
 */
export function useModalQueryParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const rawMode = params.get("mode");
  const mode: ModalMode | null = rawMode === "create" || rawMode === "edit" ? rawMode : null;
  const id = params.get("id");

  const withParams = useCallback(
    (change: (query: URLSearchParams) => void) => {
      const query = new URLSearchParams(window.location.search);
      change(query);
      const search = query.toString();
      navigate({ search: search ? `?${search}` : "" });
    },
    [navigate],
  );

  const open = useCallback(
    (next: ModalMode, recordId?: string) =>
      withParams((query) => {
        query.set("mode", next);
        if (recordId) query.set("id", recordId);
        else query.delete("id");
      }),
    [withParams],
  );

  const close = useCallback(
    () =>
      withParams((query) => {
        query.delete("mode");
        query.delete("id");
      }),
    [withParams],
  );

  return { mode, id: mode === "edit" ? id : null, open, close };
}
