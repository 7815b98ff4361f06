// Prints a sale's receipt through the hidden frame (printOrderReceipt); once the print is recorded the order
// screens refetch (Print becomes Reprint), and a receipt that cannot be loaded says why in a toast.
import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useCallback } from "react";
import { printOrderReceipt } from "../../../components/printing/printOrderReceipt";

export function usePrintReceipt(): (orderId: string) => void {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useCallback(
    (orderId: string) =>
      printOrderReceipt(orderId, {
        onPrinted: () => void queryClient.invalidateQueries({ queryKey: ["data"] }),
        onFailed: (message) => notification.error({ message: "The receipt could not be printed", description: message }),
      }),
    [queryClient, notification],
  );
}
