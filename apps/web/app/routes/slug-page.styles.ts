// The stylesheets of the slug pages' kinds (routes/slug-page.tsx loads each kind's components
// lazily). React Router names in the server's HTML the stylesheets of a route's static imports
// only, so the styles the kinds' components use are imported here, by the route, and arrive with
// the page as before (the bundler drops a CSS module nobody reads, so they are listed in the route's
// `handle`). page-weight.test.ts fails when a kind's code brings a stylesheet of its own.
import s0 from "../components/ui/stars.module.css";
import s1 from "../features/back-in-stock/back-in-stock.module.css";
import s2 from "../features/cart/cart-page.module.css";
import s3 from "../features/cart/postcode-field.module.css";
import s4 from "../features/catalogue/catalogue.module.css";
import s5 from "../features/catalogue/listing.module.css";
import s6 from "../features/catalogue/page-head.module.css";
import s7 from "../features/catalogue/price-kind.module.css";
import s8 from "../features/catalogue/product-card.module.css";
import s9 from "../features/catalogue/promo-carousel.module.css";
import s10 from "../features/content-pages/content-pages.module.css";
import s11 from "../features/filters/filters.module.css";
import s12 from "../features/product/add-to-cart.module.css";
import s13 from "../features/product/delivery-details.module.css";
import s14 from "../features/product/product-extras.module.css";
import s23 from "../features/product/labels.module.css";
import s24 from "../features/product/sticky-buy-bar.module.css";
import s15 from "../features/product/product-page.module.css";
import s16 from "../features/product/review-form.module.css";
import s17 from "../features/product/review-summary.module.css";
import s18 from "../features/product/reviews.module.css";
import s19 from "../features/second-hand/second-hand.module.css";
import s20 from "../features/ski-wizard/ski-wizard.module.css";
import s21 from "../features/viewed/recently-viewed.module.css";
import s22 from "../features/wishlist/wishlist.module.css";
import s25 from "../features/compare/compare.module.css";

/** The class names of every stylesheet above (read by nothing; it keeps them with the route). */
export const KIND_STYLES: readonly object[] = [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25];
