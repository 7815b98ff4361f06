import { App, Modal } from "antd";
import type { BaseRecord } from "@refinedev/core";
import { useState } from "react";
import { useLeaveWarning } from "../../components/feedback/useLeaveWarning";
import { useModalQueryParams } from "../../hooks/useModalQueryParams";
import type { ResourceDeclaration } from "../types";
import { ResourceForm } from "./ResourceForm";

/**
 * The settings-style form: open while the URL says ?mode=create or ?mode=edit&id=…; closing clears both. Closing
 * a form the user changed (Escape, the close icon, a click beside the dialog or Cancel) asks before discarding.
 */
export function ResourceFormModal<TRecord extends BaseRecord>({ declaration }: { declaration: ResourceDeclaration<TRecord> }) {
  const { mode, id, close } = useModalQueryParams();
  const { modal } = App.useApp();
  const open = mode === "create" || (mode === "edit" && id !== null);
  const formKey = `${mode}:${id ?? ""}`;
  /** The opening whose form the user changed (a new opening starts clean). */
  const [editedKey, setEditedKey] = useState<string | null>(null);
  const edited = open && editedKey === formKey;
  const titles = declaration.form?.titles;

  // the menu or closing the tab while the form holds changes asks too; closing on purpose lifts the guard first
  const leave = useLeaveWarning(edited);
  const closeNow = () => {
    setEditedKey(null);
    leave(close);
  };
  const askToClose = () => {
    if (!edited) return closeNow();
    modal.confirm({
      title: "Discard your changes?",
      content: "The changes you made in this form have not been saved. Closing it now will lose them.",
      okText: "Discard changes",
      okButtonProps: { danger: true },
      cancelText: "Keep editing",
      onOk: closeNow,
    });
  };

  return (
    <Modal
      open={open}
      title={mode === "edit" ? titles?.edit : titles?.create}
      onCancel={askToClose}
      footer={null}
      width={720}
      destroyOnHidden
      data-testid="resource-form-modal"
    >
      {open && (
        // keyed so that each opening starts from a fresh form
        <ResourceForm
          key={formKey}
          declaration={declaration}
          id={mode === "edit" ? id : null}
          onSaved={closeNow}
          onCancel={askToClose}
          onEdited={() => setEditedKey(formKey)}
          warnOnLeave={false}
        />
      )}
    </Modal>
  );
}
