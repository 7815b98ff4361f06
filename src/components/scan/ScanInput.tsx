// The box a barcode scanner types into (a scanner is a keyboard that ends with Enter): Enter submits, a paste is
// submitted on its own after a short pause, blank input is ignored, and the box takes and keeps focus for the next scan.
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
  // The guard against a second submit while one is looked up: a ref, because an Enter and a paste timer started in
  // the same render would both read the same stale `busy`.
  const inFlight = useRef(false);
  const box = useRef<InputRef>(null);
  const pasteTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelPaste = () => {
    if (pasteTimer.current) clearTimeout(pasteTimer.current);
    pasteTimer.current = null;
  };
  useEffect(() => () => {
    if (pasteTimer.current) clearTimeout(pasteTimer.current);
  }, []);

  const submit = async (raw: string) => {
    cancelPaste();
    const code = scannedCode(raw);
    if (!code || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let taken = false;
    try {
      taken = await onScan(code);
    } finally {
      inFlight.current = false;
      setBusy(false);
      if (taken) setValue("");
      box.current?.focus();
      // A refused code stays to be read, selected so that the next scan replaces it instead of being appended.
      if (!taken) box.current?.select();
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
        cancelPaste();
        pasteTimer.current = setTimeout(() => void submit(target.value), SCAN_PASTE_DELAY_MS);
      }}
      autoFocus
      allowClear
      style={style}
    />
  );
}
