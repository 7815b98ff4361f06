// The till's one input: a scanner types a code fast and ends with Enter (scanPosCode: a lot label, a GTIN or a
// SKU); typed text that is not a code opens a server-side product search (debounced 300 ms) below it, walked with
// the arrow keys, Enter adding the highlighted product (or the only one shown). The box keeps the focus for the next scan.
import { BarcodeOutlined, LoadingOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Empty, Input, Spin, Tag, type InputRef } from "antd";
import { forwardRef, useImperativeHandle, useRef, useState, type KeyboardEvent } from "react";
import { formatMoney } from "../../common/money";
import { scannedCode } from "../../common/scan";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { requestDocument } from "../providers/gqlHooks";
import { SEARCH_POS_PRODUCTS, type PosProduct } from "./documents";

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_LIMIT = 20;
/** Text shorter than this is not searched. */
const SEARCH_MIN_LENGTH = 2;

export interface ScanBoxHandle {
  focus: () => void;
  /** Empty and no search open: the keys belong to the cart. */
  isIdle: () => boolean;
}

interface Props {
  locationId: string;
  /** Looks a code up and adds it; true when it was added (the box empties). */
  onScan: (code: string) => Promise<boolean>;
  onPick: (product: PosProduct) => Promise<boolean>;
  currency: string;
  /** The product search (the server's, or the till's own catalogue while offline). */
  searchProducts?: (text: string, limit: number) => Promise<PosProduct[]>;
}

const searchOnServer = (locationId: string) => (text: string, limit: number) =>
  requestDocument(SEARCH_POS_PRODUCTS, { locationId, search: text, limit }).then((result) => result.products);

export const ScanBox = forwardRef<ScanBoxHandle, Props>(function ScanBox({ locationId, onScan, onPick, currency, searchProducts = searchOnServer(locationId) }, ref) {
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const box = useRef<InputRef>(null);
  const inFlight = useRef(false);

  const term = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const searching = term.length >= SEARCH_MIN_LENGTH && term === value.trim() && !closed;
  const search = useQuery({
    queryKey: ["data", "pos-search", locationId, term],
    queryFn: () => searchProducts(term, SEARCH_LIMIT),
    enabled: searching,
    retry: false,
    // asked even when the browser says it is offline: the till answers from its own catalogue then
    networkMode: "always",
  });
  const results = searching ? (search.data ?? []) : [];
  const open = searching;

  /**
   * The one match the list shows, which Enter takes as a cashier expects; not when the text typed is that product's
   * own SKU or GTIN (a code: looked up as scanned, as a scanner's fast code + Enter always is).
   */
  const onlyMatch = (typed: string): PosProduct | undefined => {
    const only = open && results.length === 1 && !search.isFetching ? results[0] : undefined;
    const text = typed.trim().toLowerCase();
    return only && ![only.skuCode, only.gtin].some((code) => code && code.toLowerCase() === text) ? only : undefined;
  };

  useImperativeHandle(ref, () => ({
    focus: () => box.current?.focus(),
    isIdle: () => (box.current?.input?.value ?? "") === "",
  }));

  const run = async (action: () => Promise<boolean>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let taken = false;
    try {
      taken = await action();
    } finally {
      inFlight.current = false;
      setBusy(false);
      if (taken) {
        setValue("");
        setActive(-1);
      } else {
        setClosed(true);
      }
      box.current?.focus();
      if (!taken) box.current?.select();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && open && results.length > 0) {
      event.preventDefault();
      event.stopPropagation();
      setActive((index) => Math.min(results.length - 1, index + 1));
    } else if (event.key === "ArrowUp" && open && results.length > 0) {
      event.preventDefault();
      event.stopPropagation();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === "Escape" && open) {
      event.stopPropagation();
      setClosed(true);
    } else if (event.key === "Enter") {
      event.preventDefault();
      event.stopPropagation();
      const picked = open && active >= 0 ? results[active] : onlyMatch(event.currentTarget.value);
      if (picked) void run(() => onPick(picked));
      else {
        const code = scannedCode(event.currentTarget.value);
        if (code) void run(() => onScan(code));
      }
    }
  };

  return (
    <div style={{ position: "relative" }}>
      <Input
        ref={box}
        size="large"
        data-testid="pos-scan"
        aria-label="Scan or search a product"
        prefix={<BarcodeOutlined />}
        suffix={busy ? <LoadingOutlined /> : <span />}
        placeholder="Scan a barcode or lot label, or type a product name (F2)"
        value={value}
        autoComplete="off"
        onChange={(event) => {
          setValue(event.target.value);
          setActive(-1);
          setClosed(false);
        }}
        onKeyDown={onKeyDown}
        autoFocus
        role="combobox"
        aria-expanded={open}
        aria-controls="pos-search-results"
      />
      {open && (
        <div
          id="pos-search-results"
          role="listbox"
          data-testid="pos-search-results"
          className="pos-search-results"
          style={{
            position: "absolute", top: "100%", left: 0, right: 0, zIndex: 20, marginTop: 4, background: "#fff",
            border: "1px solid #d9d9d9", borderRadius: 8, boxShadow: "0 6px 16px rgba(0,0,0,0.12)", maxHeight: 360, overflowY: "auto",
          }}
        >
          {search.isFetching && results.length === 0 ? (
            <div style={{ padding: 16, textAlign: "center" }}><Spin size="small" /> Searching…</div>
          ) : results.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No product matches "${term}" — press Enter to look it up as a code`} />
          ) : (
            results.map((product, index) => (
              <div
                key={product.id}
                role="option"
                aria-selected={index === active}
                data-testid="pos-search-option"
                onMouseDown={(event) => {
                  event.preventDefault();
                  void run(() => onPick(product));
                }}
                onMouseEnter={() => setActive(index)}
                style={{
                  padding: "8px 12px", cursor: "pointer", display: "flex", justifyContent: "space-between", gap: 12,
                  background: index === active ? "#e6f4ff" : undefined,
                }}
              >
                <span>
                  <strong>{product.name}</strong>{" "}
                  <span style={{ color: "#8c8c8c" }}>{[product.skuCode, product.gtin].filter(Boolean).join(" · ")}</span>
                </span>
                <span style={{ whiteSpace: "nowrap" }}>
                  <Tag color={product.availableQuantity > 0 ? "green" : "red"}>{product.availableQuantity} {product.sellingUnit.toLowerCase()}{product.availableQuantity === 1 ? "" : "s"} in stock</Tag>
                  {formatMoney(product.unitPrice, { prefix: `${currency} ` })}
                </span>
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
});
