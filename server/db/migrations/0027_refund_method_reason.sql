-- A return refunded by another method than the sale's own (issue 25): why, and who chose it (a user allowed to).
ALTER TABLE "orders" ADD COLUMN "refund_method_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_method_chosen_by" uuid;