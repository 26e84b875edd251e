// The public face of the admin-orders module: what the rest of the back office uses of its orders: the dashboard's counts and the order list.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { dashboardCounts, listOrders } from "./admin-orders.repository";
