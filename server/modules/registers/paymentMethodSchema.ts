// The PaymentMethod enum: how a sale is paid and a refund given back, as the register session adds them up.
import { PAYMENT_METHODS } from "../../../common/schemas/order";
import { builder } from "../../graphql/builder";

export const PaymentMethodEnum = builder.enumType("PaymentMethod", { values: PAYMENT_METHODS });
