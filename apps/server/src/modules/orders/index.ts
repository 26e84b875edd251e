// The public face of the orders module: what returns use of orders: an order's row, status and reservation statements.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { findOrder, keepReservationsStatement, paidPaymentOf, releaseOrder, runTogether, setStatus, statusStatements, type OrderRow } from "./orders.repository";
