// The demand note list: open a note's details, print it.
import { EyeOutlined } from "@ant-design/icons";
import { Button, Space, Tooltip } from "antd";
import { useNavigate } from "react-router";
import { PrintLinkButton } from "../../../components/printing/PrintLinkButton";
import { printLinks } from "../../../components/printing/printLinks";
import { appPath } from "../../defineResource";
import { BespokeListPage } from "../../screens/BespokeListPage";
import { DEMAND_NOTE_LIST, demandNoteDeclaration, demandNoteDetailsPath } from "./resource";
import type { DemandNoteListRecord } from "./types";

export function DemandNoteListPage() {
  const navigate = useNavigate();
  return (
    <BespokeListPage<DemandNoteListRecord>
      declaration={demandNoteDeclaration}
      createPath={appPath(`${DEMAND_NOTE_LIST}/create`)}
      actionsWidth={110}
      actions={(note) => (
        <Space size={0}>
          <Tooltip title="Details">
            <Button type="text" icon={<EyeOutlined />} aria-label="Details" onClick={() => navigate(appPath(demandNoteDetailsPath(note.id)))} data-testid={`demand-note-details-${note.secondaryId}`} />
          </Tooltip>
          <PrintLinkButton href={printLinks.demandNote(note.id)} testId={`print-demand-note-${note.secondaryId}`} />
        </Space>
      )}
    />
  );
}
