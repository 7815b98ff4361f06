import { Modal } from "antd";
import type { BaseRecord } from "@refinedev/core";
import { useModalQueryParams } from "../../hooks/useModalQueryParams";
import type { ResourceDeclaration } from "../types";
import { ResourceForm } from "./ResourceForm";

/** The settings-style form: open while the URL says ?mode=create or ?mode=edit&id=…; closing clears both. */
export function ResourceFormModal<TRecord extends BaseRecord>({ declaration }: { declaration: ResourceDeclaration<TRecord> }) {
  const { mode, id, close } = useModalQueryParams();
  const open = mode === "create" || (mode === "edit" && id !== null);
  const titles = declaration.form?.titles;
  return (
    <Modal
      open={open}
      title={mode === "edit" ? titles?.edit : titles?.create}
      onCancel={close}
      footer={null}
      width={720}
      destroyOnHidden
      data-testid="resource-form-modal"
    >
      {open && (
        // keyed so that each opening starts from a fresh form
        <ResourceForm key={`${mode}:${id ?? ""}`} declaration={declaration} id={mode === "edit" ? id : null} onSaved={close} onCancel={close} />
      )}
    </Modal>
  );
}
