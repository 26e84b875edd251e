import { index, route, type RouteConfig } from "@react-router/dev/routes";

// spec 01 §2. Every address ends with a slash (the server redirects the others). Routes that
// later issues build (checkout, stores, ...) fall to the catch-all's 404.
export default [
  index("routes/home.tsx"),
  route("menu", "routes/menu.tsx", { id: "menu" }),
  route("menu/:slug", "routes/menu.tsx", { id: "menu-group" }),
  route("rental/rentle", "routes/rentle.tsx"),
  route("manufacturers", "routes/manufacturers.tsx"),
  route("search", "routes/search.tsx"),
  route("newest", "routes/newest.tsx"),
  route("accounts", "routes/accounts/index.tsx"),
  route("accounts/login", "routes/accounts/login.tsx"),
  route("accounts/logout", "routes/accounts/logout.tsx"),
  route("accounts/register", "routes/accounts/register.tsx"),
  route("accounts/activate/:token", "routes/accounts/activate.tsx"),
  route("accounts/reset-password", "routes/accounts/reset-password.tsx"),
  route("accounts/password/reset/confirm/:token", "routes/accounts/reset-confirm.tsx"),
  route("accounts/delete-account/:token", "routes/accounts/delete-account.tsx"),
  route("accounts/stop_reminders/:email", "routes/accounts/stop-reminders.tsx"),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("dev/mailbox/:id", "routes/dev/mailbox-message.tsx"),
  route("wishlist", "routes/wishlist.tsx"),
  route("giftcampaigns/:campaign/:product", "routes/giftcampaign-product.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("flags/:code", "routes/flag.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
