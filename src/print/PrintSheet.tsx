// An A4 document: a toolbar (Back, Print) and any notice that stay on screen, then the sheet with the tenant's
// logos and a title.
import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";
import { useEffect, type ReactNode } from "react";
import { LoadingOverlay } from "../components/feedback/LoadingOverlay";
import { ParentCompanyLogo, TenantLogo } from "./TenantLogos";
import { usePrintPageBack } from "./usePrintPageBack";
import "./print.css";

export interface PrintSheetProps {
  title: string;
  /** Under the title: the record's readable id (PO-000012). */
  subtitle?: string;
  /** document.title while the page is open, so a PDF saved from the print dialog gets a useful name. */
  documentTitle?: string;
  /** While the record loads. */
  loading?: boolean;
  /** Shown instead of the sheet when the record cannot be loaded. */
  error?: string | null;
  /** Above the sheet, on screen only (e.g. a part of the record that could not be loaded). */
  notice?: ReactNode;
  children?: ReactNode;
}

export function PrintSheet({ title, subtitle, documentTitle, loading, error, notice, children }: PrintSheetProps) {
  const back = usePrintPageBack();
  useDocumentTitle(documentTitle);
  if (loading) return <LoadingOverlay />;
  return (
    <div className="print-page">
      <div className="print-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="print-back">
          Back
        </Button>
        <div style={{ flex: 1 }} />
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={Boolean(error)} data-testid="print-button">
          Print
        </Button>
      </div>
      {notice && !error && <div className="print-toolbar">{notice}</div>}
      {error ? (
        <div className="print-toolbar">
          <Alert type="error" showIcon message={error} style={{ flex: 1 }} data-testid="print-error" />
        </div>
      ) : (
        <div className="print-sheet" data-testid="print-sheet">
          <header className="print-header">
            <TenantLogo />
            <h1>
              {title}
              {subtitle && (
                <small className="print-subtitle" data-testid="print-subtitle">
                  {subtitle}
                </small>
              )}
            </h1>
            <ParentCompanyLogo />
          </header>
          {children}
        </div>
      )}
    </div>
  );
}

function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
