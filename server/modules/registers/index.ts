// Registers (tills): their settings, sessions (open, close, cash in and out, summaries), the drawer (the one
// writer of a session's balance), the open-session lock a sale or a refund takes, and the payment methods.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./registerSchema";
import "./sessionSchema";
import "./registerFieldsSchema";
export { DRAWER_CLOSED_MESSAGE, drawerMoveStatement, moveDrawerCash, planDrawerMove } from "./drawer";
export { lockOpenSession, lockSessionAt, type OpenSession } from "./openSession";
export { PaymentMethodEnum } from "./paymentMethodSchema";
export { createRegister } from "./registerService";
export { closeRegisterSession, openRegisterSession } from "./sessionService";
