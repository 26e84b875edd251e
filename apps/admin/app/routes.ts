// The back office's screens (docs/admin.md "Screens"). Paths under /admin/; the storefront's
// "Open in admin" links (/productmodels/{id}/, /productgroups/{id}/, /manufacturers/{slug}/,
// /sizetables/{id}/, /customers/{id}/) are screens of their own here.
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("language", "routes/language.tsx"),
  layout("routes/shell.tsx", [
    index("routes/dashboard.tsx"),
    route("orders", "routes/orders.tsx"),
    route("orders/:number", "routes/order.tsx"),
    route("refunds", "routes/refunds.tsx"),
    route("productmodels", "routes/models.tsx"),
    route("productmodels/new", "routes/model-new.tsx"),
    route("productmodels/:id", "routes/model.tsx"),
    route("variants/:id", "routes/variant.tsx"),
    route("productgroups", "routes/productgroups.tsx"),
    route("productgroups/:id", "routes/productgroup.tsx"),
    route("manufacturers", "routes/manufacturers.tsx"),
    route("manufacturers/:slug", "routes/manufacturer.tsx"),
    route("sizetables", "routes/sizetables.tsx"),
    route("sizetables/:id", "routes/sizetable.tsx"),
    route("customers", "routes/customers.tsx"),
    route("customers/:id", "routes/customer.tsx"),
    route("reviews", "routes/reviews.tsx"),
    route("reviews/:id", "routes/review.tsx"),
    route("codes", "routes/codes.tsx"),
    route("codes/new", "routes/code-new.tsx"),
    route("codes/:id", "routes/code.tsx"),
    route("giftcards", "routes/giftcards.tsx"),
    route("giftcards/:id", "routes/giftcard.tsx"),
    route("audit", "routes/audit.tsx"),
  ]),
] satisfies RouteConfig;
