// The register screens' GraphQL documents (CONTRACT "RegisterSession").
import { graphql } from "../../../graphql";

const SESSION_FIELDS = graphql(`
  fragment RegisterSessionFields on RegisterSession {
    id secondaryId registerId registerName locationId status openingAmount balance closingAmount isAmountMatched note closingNote
    openedAt openedBy { id firstName lastName } closedAt closedBy { id firstName lastName }
  }
`);

export const REGISTERS = graphql(
  `
  query RegisterList($locationId: ID, $limit: Int) {
    getLocationRegisters(locationId: $locationId, limit: $limit, sort: [{ field: "name", direction: ASC }]) {
      data {
        id secondaryId name type status locationId location { id name }
        lastOpenedAt lastClosedAt lastOpenedBy { id firstName lastName } lastClosedBy { id firstName lastName }
        currentSession { ...RegisterSessionFields }
      }
    }
  }
`,
  [SESSION_FIELDS],
);

export const REGISTER = graphql(
  `
  query RegisterOne($id: ID!) {
    getLocationRegister(id: $id) { id name type status locationId location { id name } lastClosedAt currentSession { ...RegisterSessionFields } }
  }
`,
  [SESSION_FIELDS],
);

export const OPEN_REGISTER = graphql(
  `
  mutation OpenRegister($registerId: ID!, $session: OpenRegisterSessionInput!) {
    openLocationRegister(registerId: $registerId, session: $session) { ...RegisterSessionFields }
  }
`,
  [SESSION_FIELDS],
);

export const CLOSE_REGISTER = graphql(
  `
  mutation CloseRegister($id: ID!, $dto: CloseRegisterSessionInput!) {
    closeLocationRegister(registerSessionId: $id, dto: $dto) { ...RegisterSessionFields }
  }
`,
  [SESSION_FIELDS],
);

export const ADD_CASH = graphql(`
  mutation AddRegisterCash($id: ID!, $input: RegisterCashInput!) {
    addRegisterCash(registerSessionId: $id, input: $input) { id kind amount balanceAfter }
  }
`);

export const SESSIONS = graphql(
  `
  query RegisterSessions($registerId: ID!, $page: Int, $limit: Int) {
    getLocationRegisterSessions(registerId: $registerId, page: $page, limit: $limit) { data { ...RegisterSessionFields } meta { total page limit } }
  }
`,
  [SESSION_FIELDS],
);

export const BALANCE_HISTORY = graphql(`
  query RegisterBalanceHistory($sessionId: ID!) {
    getLocationRegisterBalanceHistoryBySessionId(sessionId: $sessionId) { id kind amount note balanceAfter createdAt createdBy { id firstName lastName } }
  }
`);

const METHOD_FIELDS = graphql(`
  fragment PaymentMethodSummaryFields on PaymentMethodSummary {
    method gross discount tax returned netSale netAmount orderCount integrationCharges platformFee shippingFee
  }
`);

export const SESSION_SUMMARY = graphql(
  `
  query SessionSummary($sessionId: ID!) {
    getLocationSessionSummaryById(sessionId: $sessionId) {
      sessionId registerName locationName startDate endDate methods { ...PaymentMethodSummaryFields }
      total { gross discount tax returned netSale netAmount orderCount integrationCharges platformFee shippingFee }
    }
    getRegisterSummaryById(sessionId: $sessionId) {
      balance openingAmount closingAmount returnTotalAmount totalAdditions totalWithdrawals totalAmount totalDiscount cashSales cashRefunds
    }
  }
`,
  [METHOD_FIELDS],
);

export const Z_REPORT = graphql(
  `
  query ZReport($locationId: ID!, $startDate: DateTime!, $endDate: DateTime!) {
    getZReportByLocationAndDate(locationId: $locationId, startDate: $startDate, endDate: $endDate) {
      sessionId registerName locationName startDate endDate methods { ...PaymentMethodSummaryFields }
      total { gross discount tax returned netSale netAmount orderCount integrationCharges platformFee shippingFee }
    }
  }
`,
  [METHOD_FIELDS],
);
