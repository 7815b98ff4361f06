// The box a barcode scanner types into (a scanner is a keyboard that ends with Enter): Enter submits, a paste is
// submitted on its own after a short pause, blank input is ignored, and the box keeps focus for the next scan.
import { BarcodeOutlined, LoadingOutlined } from "@ant-design/icons";
import { Input, type InputRef } from "antd";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { SCAN_PASTE_DELAY_MS, scannedCode } from "../../../common/scan";

interface Props {
  /** Looks the code up; answers true when it was taken (the box then empties for the next one). */
  onScan: (code: string) => Promise<boolean>;
  placeholder: string;
  ariaLabel: string;
  testId: string;
  style?: CSSProperties;
}

export function ScanInput({ onScan, placeholder, ariaLabel, testId, style }: Props) {
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const box = useRef<InputRef>(null);
  const pasteTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (pasteTimer.current) clearTimeout(pasteTimer.current);
  }, []);

  const submit = async (raw: string) => {
    const code = scannedCode(raw);
    if (!code || busy) return;
    setBusy(true);
    try {
      if (await onScan(code)) setValue("");
    } finally {
      setBusy(false);
      box.current?.focus();
    }
  };

  return (
    <Input
      ref={box}
      data-testid={testId}
      aria-label={ariaLabel}
      prefix={<BarcodeOutlined />}
      placeholder={placeholder}
      value={value}
      suffix={busy ? <LoadingOutlined /> : <span />}
      onChange={(event) => setValue(event.target.value)}
      onPressEnter={(event) => void submit(event.currentTarget.value)}
      onPaste={(event) => {
        const target = event.currentTarget;
        if (pasteTimer.current) clearTimeout(pasteTimer.current);
        pasteTimer.current = setTimeout(() => void submit(target.value), SCAN_PASTE_DELAY_MS);
      }}
      allowClear
      style={style}
    />
  );
}
