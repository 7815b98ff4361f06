// The till itself (a session is open): the scan box, the cart, the totals, the actions and their one panel.
import { useNotification } from "@refinedev/core";
import { Alert, Button, Drawer } from "antd";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSession } from "../providers/session";
import { CashInOutDialog } from "../resources/sales/registers/CashInOutDialog";
import { errorMessage } from "../providers/serverErrors";
import { neighbourKey } from "./cart";
import { CartTable } from "./CartTable";
import { paymentInputs, type PaymentRow } from "./checkout";
import type { PosProduct, PosRegister, PosSession } from "./documents";
import { CustomerBox } from "./CustomerBox";
import { withCustomer } from "./deal";
import { BulkPanel } from "./panels/BulkPanel";
import { CheckoutPanel } from "./panels/CheckoutPanel";
import { DeliveryPanel } from "./panels/DeliveryPanel";
import { DiscountsPanel } from "./panels/DiscountsPanel";
import { LostSalePanel } from "./panels/LostSalePanel";
import { PartnersPanel } from "./panels/PartnersPanel";
import { ReturnPanel } from "./panels/ReturnPanel";
import { HoldPanel } from "./panels/HoldPanel";
import { InstructionsPanel } from "./panels/InstructionsPanel";
import { PosActions } from "./PosActions";
import { PANEL_TITLES, type PanelName } from "./panelTitles";
import { PosHeader } from "./PosHeader";
import { ScanBox, type ScanBoxHandle } from "./ScanBox";
import { focusFirstFieldSoon } from "./panelFocus";
import { LastSale } from "./LastSale";
import { ShortcutLegend } from "./ShortcutLegend";
import { SummaryCard } from "./SummaryCard";
import { usePosCart } from "./usePosCart";
import { usePosSale } from "./usePosSale";
import { useLeaveGuard } from "./useLeaveGuard";
import { usePosKeys } from "./usePosKeys";
import { useWindowWidth } from "./useWindowWidth";
import { NeedsConnection, OfflineBanner, PANELS_NEEDING_CONNECTION } from "./offline/OfflineBanner";
import { tillRequests } from "./offline/tillRequests";
import { useOfflineTill } from "./offline/useOfflineTill";
import { useOfflineReceiptPrinter } from "./offline/receiptPrinter";
import { useReceiptTenant } from "./offline/receiptLogo";
import { usePosHolds } from "./usePosHolds";

interface Props {
  register: PosRegister;
  session: PosSession;
}

export function PosTill({ register, session }: Props) {
  const locationId = register.location.id;
  const currency = register.currency;
  const signedIn = useSession();
  const receiptPrinter = useOfflineReceiptPrinter();
  const till = useOfflineTill({ tenantId: signedIn?.tenant.id ?? "", locationId, registerId: register.id });
  const requests = useMemo(() => tillRequests(till.db, locationId), [till.db, locationId]);
  const cart = usePosCart(locationId, register.id, session.id, requests.priceSummary);
  const width = useWindowWidth();
  const { open: notify } = useNotification();
  const [chosen, setChosen] = useState<PanelName | null>(null);
  const [cashOpen, setCashOpen] = useState(false);
  // F9 pressed while the summary of the latest change is on its way: checkout opens as soon as it is in.
  const [checkoutWanted, setCheckoutWanted] = useState(false);
  const setPanel = useCallback((name: PanelName | null) => {
    setCheckoutWanted(false);
    setChosen(name);
  }, []);
  const panel: PanelName | null = checkoutWanted && cart.summaryCurrent && !cart.stockProblem ? "checkout" : chosen;
  const scanBox = useRef<ScanBoxHandle>(null);
  const panelBox = useRef<HTMLDivElement>(null);
  // a panel opens with its first field focused (a panel choosing its own field does so a moment later)
  useEffect(() => {
    if (!panel) return;
    return focusFirstFieldSoon(() => panelBox.current);
  }, [panel]);
  const focusScan = useCallback(() => setTimeout(() => scanBox.current?.focus(), 0), []);
  const refuse = useCallback((message: string, description?: string) => notify?.({ type: "error", message, description }), [notify]);

  const closePanel = useCallback(() => {
    setPanel(null);
    setCashOpen(false);
    focusScan();
  }, [focusScan, setPanel]);

  const lookUp = requests.scan;

  const onScan = async (code: string) => {
    try {
      const { product, lot } = await lookUp(code);
      await cart.add(product, 1, lot ? { id: lot.id, actionId: lot.actionId } : null);
      return true;
    } catch (error) {
      refuse("Not added", errorMessage(error));
      return false;
    }
  };
  const onPick = async (product: PosProduct) => {
    try {
      await cart.add(product, 1);
      return true;
    } catch (error) {
      refuse("Not added", errorMessage(error));
      return false;
    }
  };

  const cashier = signedIn ? `${signedIn.user.firstName} ${signedIn.user.lastName}` : "—";
  const holds = usePosHolds({ cart, db: till.db, registerId: register.id, registerCode: register.secondaryId, cashier, refuse, done: closePanel, lookUp });
  const receiptTenant = useReceiptTenant(till.db, signedIn?.tenant ?? null, till.offline);
  const sale = usePosSale({
    cart,
    currency,
    registerName: register.name,
    refuse,
    offline: {
      db: till.db,
      locationId,
      locationName: register.location.name,
      registerId: register.id,
      registerCode: register.secondaryId,
      registerName: register.name,
      cashier,
      tenant: receiptTenant,
      printReceipt: receiptPrinter,
      onReceiptFailed: (number, message) => refuse(`The receipt of ${number} did not print`, `${message} The sale is kept on this till.`),
    },
    onSold: () => {
      setPanel(null);
      focusScan();
    },
  });
  const confirmPayment = (rows: PaymentRow[]) => sale.sell(paymentInputs(rows));

  const addBulkLine = async (line: { code: string; quantity: number }) => {
    try {
      const { product, lot } = await lookUp(line.code);
      await cart.add(product, line.quantity, lot ? { id: lot.id, actionId: lot.actionId } : null);
      return null;
    } catch (error) {
      return errorMessage(error) ?? "Refused.";
    }
  };

  const openCheckout = () => {
    if (cart.lines.length === 0) {
      refuse("The cart is empty", "Scan or search a product first.");
      focusScan();
      return;
    }
    if (cart.summaryError) {
      refuse("The cart could not be priced", errorMessage(cart.summaryError));
      return;
    }
    if (!cart.summaryCurrent) {
      setChosen(null);
      setCheckoutWanted(true);
      return;
    }
    if (cart.stockProblem) {
      refuse("Not enough stock", cart.stockProblem);
      return;
    }
    if (cart.summary?.discountCodeRefusal) {
      refuse("The discount code does not apply", `${cart.summary.discountCodeRefusal} Remove it in Discounts to sell without it.`);
      return;
    }
    setPanel("checkout");
  };

  const selectedLine = cart.lines.find((line) => line.key === cart.selected);
  const openCash = () => {
    setPanel(null);
    setCashOpen(true);
  };
  // while the cash in/out dialog is up, the panel keys wait (Esc or F2 closes it)
  usePosKeys({
    focusScan,
    hold: () => {
      if (!cashOpen) setPanel("hold");
    },
    held: () => {
      if (!cashOpen) setPanel("held");
    },
    instructions: () => {
      if (!cashOpen) setPanel("instructions");
    },
    cashInOut: openCash,
    partners: () => {
      if (!cashOpen) setPanel("partners");
    },
    checkout: () => {
      if (!cashOpen) openCheckout();
    },
    closePanel,
    panelOpen: () => panel !== null || cashOpen,
    cartKeysFree: () => scanBox.current?.isIdle() ?? true,
    select: (step) => cart.setSelected(neighbourKey(cart.lines, cart.selected, step)),
    remove: () => {
      setCheckoutWanted(false);
      if (selectedLine) cart.remove(selectedLine.key);
    },
    more: () => {
      setCheckoutWanted(false);
      if (selectedLine) cart.changeQuantity(selectedLine.key, selectedLine.quantity + 1);
    },
    less: () => {
      setCheckoutWanted(false);
      if (selectedLine && selectedLine.quantity > 1) cart.changeQuantity(selectedLine.key, selectedLine.quantity - 1);
    },
  });

  const units = cart.lines.reduce((count, line) => count + line.quantity, 0);
  const leaveGuard = useLeaveGuard(units);
  const panelBody = () => {
    if (panel && till.offline && PANELS_NEEDING_CONNECTION.includes(panel)) return <NeedsConnection panel={panel} />;
    switch (panel) {
      case null:
        return null;
      case "checkout":
        return (
          <CheckoutPanel
            total={cart.summary?.total ?? 0}
            currency={currency}
            ready={cart.summaryCurrent}
            submitting={sale.submitting}
            onConfirm={confirmPayment}
            onPayOnDelivery={cart.deal.delivery ? () => confirmPayment([]) : undefined}
          />
        );
      case "partners":
        return (
          <PartnersPanel
            current={cart.deal.partner}
            onPick={(partner) => {
              cart.setDeal((deal) => ({ ...deal, partner: partner ? { id: partner.id, name: partner.name } : null }));
              closePanel();
            }}
          />
        );
      case "discounts":
        return <DiscountsPanel locationId={locationId} code={cart.deal.discountCode} summary={cart.summary} currency={currency} onCode={(discountCode) => cart.setDeal((deal) => ({ ...deal, discountCode }))} />;
      case "lostSale":
        return <LostSalePanel locationId={locationId} registerId={register.id} currency={currency} />;
      case "delivery":
        return (
          <DeliveryPanel
            deal={cart.deal}
            onDelivery={(delivery) => {
              cart.setDeal((deal) => ({ ...deal, delivery }));
              closePanel();
            }}
          />
        );
      case "hold":
      case "held":
        return (
          <HoldPanel
            registerId={register.id}
            currency={currency}
            cartEmpty={cart.lines.length === 0}
            focus={panel === "hold" ? "note" : "list"}
            busy={holds.busy}
            onHold={holds.hold}
            onResume={holds.resume}
            offline={till.offline}
            tillHolds={holds.tillHolds}
            onResumeTillHold={holds.resumeTillHold}
          />
        );
      case "instructions":
        return <InstructionsPanel value={cart.specialInstructions} onChange={cart.setSpecialInstructions} onDone={closePanel} />;
      case "bulk":
        return <BulkPanel onAddLine={addBulkLine} />;
      case "orderReturn":
        return <ReturnPanel registerId={register.id} currency={currency} />;
    }
  };

  return (
    <div className="pos-root" data-testid="pos-page">
      <PosHeader register={register} session={session} cashier={cashier} onLeave={leaveGuard.confirmLeave} />
      <div className="pos-body">
        <main className="pos-main">
          <OfflineBanner offline={till.offline} waiting={till.waiting} sending={till.sending} refused={till.refused} />
          {cart.pendingCheckout && !sale.submitting && (
            <Alert
              type="warning"
              showIcon
              data-testid="pos-pending-checkout"
              message="The last checkout got no answer: it may already be sold."
              description="Send the very same sale again: if it went through, the server shows that order (it is never sold twice); if not, it is completed now."
              action={
                <Button type="primary" onClick={sale.sendPendingAgain} data-testid="pos-pending-checkout-retry">
                  Send again
                </Button>
              }
            />
          )}
          <ScanBox ref={scanBox} locationId={locationId} onScan={onScan} onPick={onPick} currency={currency} searchProducts={requests.search} />
          <div className="pos-cart-box">
            <CartTable
              lines={cart.lines}
              priced={cart.summary?.lines}
              selected={cart.selected}
              onSelect={cart.setSelected}
              onQuantity={cart.changeQuantity}
              onRemove={(key) => {
                cart.remove(key);
                focusScan();
              }}
              onDone={focusScan}
              compact={width < 1280}
            />
          </div>
          <ShortcutLegend />
        </main>
        <aside className="pos-side">
          <CustomerBox
            deal={cart.deal}
            onCustomer={(customer) => cart.setDeal((deal) => withCustomer(deal, customer))}
            onClearPartner={() => cart.setDeal((deal) => ({ ...deal, partner: null }))}
            onDone={focusScan}
            findCustomers={requests.findCustomers}
            offline={till.offline}
          />
          {sale.lastSale && cart.lines.length === 0 && <LastSale sale={sale.lastSale} currency={currency} />}
          <SummaryCard
            summary={cart.summary}
            empty={cart.lines.length === 0}
            loading={cart.summaryLoading}
            error={cart.summaryError ? (errorMessage(cart.summaryError) ?? "The cart could not be priced.") : cart.stockProblem}
            currency={currency}
            itemCount={units}
          />
          <PosActions
            cartEmpty={cart.lines.length === 0}
            hasInstructions={cart.specialInstructions.trim() !== ""}
            onOpen={(name) => (name === "checkout" ? openCheckout() : setPanel(name))}
            onCashInOut={openCash}
          />
        </aside>
      </div>
      <Drawer
        open={panel !== null}
        title={panel ? PANEL_TITLES[panel] : undefined}
        width={panel === "checkout" ? 480 : 440}
        onClose={closePanel}
        keyboard={false}
        autoFocus={false}
        destroyOnHidden
        afterOpenChange={(opened) => !opened && focusScan()}
        data-testid="pos-panel"
      >
        <div ref={panelBox} data-testid="pos-panel-body">
          {panelBody()}
        </div>
      </Drawer>
      <CashInOutDialog
        sessionId={session.id}
        open={cashOpen}
        balance={session.balance}
        onClose={() => setCashOpen(false)}
        afterClose={focusScan}
      />
    </div>
  );
}
