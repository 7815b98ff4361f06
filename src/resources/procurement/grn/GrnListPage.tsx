import { EyeOutlined } from "@ant-design/icons";
import { Button, Tooltip } from "antd";
import { useNavigate } from "react-router";
import { appPath } from "../../defineResource";
import { BespokeListPage } from "../../screens/BespokeListPage";
import { GRN_LIST, grnDeclaration } from "./resource";
import type { GrnListRecord } from "./types";

export function GrnListPage() {
  const navigate = useNavigate();
  return (
    <BespokeListPage<GrnListRecord>
      declaration={grnDeclaration}
      createPath={appPath(`${GRN_LIST}/create`)}
      actionsWidth={80}
      actions={(grn) => (
        <Tooltip title="Details">
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label="Details"
            data-testid={`view-grn-${grn.secondaryId}`}
            onClick={() => navigate(appPath(`${GRN_LIST}/details/${grn.id}`))}
          />
        </Tooltip>
      )}
    />
  );
}
