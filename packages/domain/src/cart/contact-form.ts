// The contact and delivery form of the cart (spec 01 §3 form; spec 02 §5 dictionary validation
// messages). Problems are codes; the storefront shows each in the shopper's language:
// name_required 'Name is a required field.', required 'This is a required field.',
// email_format 'Check email formatting'.
import type { Cart, CartForm } from "./cart";
import { DELIVERY_FIELDS, deliveryNeeded } from "./delivery-needed";

export type ContactField = "first_name" | "last_name" | "address" | "postal_code" | "city" | "phone" | "email";
export type ContactProblem = "name_required" | "required" | "email_format" | "too_long";

export const CONTACT_FIELDS: readonly ContactField[] = ["first_name", "last_name", "address", "postal_code", "city", "phone", "email"];
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  first_name: 60,
  last_name: 60,
  address: 120,
  postal_code: 12,
  city: 60,
  phone: 30,
  email: 254,
};
export const SPECIAL_REQUESTS_MAX_LENGTH = 1000;
/** spec 01 §3 Cart.form seller_name and seller_number: staff selling on the shopper's behalf. */
export const SELLER_MAX_LENGTH = { seller_name: 100, seller_number: 30 } as const;

// One '@', something before it, a dot in the domain, no spaces: what a shopper mistypes.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function contactFieldProblem(field: ContactField, value: string): ContactProblem | null {
  const text = value.trim();
  if (!text) return field === "first_name" || field === "last_name" ? "name_required" : "required";
  if (text.length > CONTACT_MAX_LENGTH[field]) return "too_long";
  if (field === "email" && !EMAIL.test(text)) return "email_format";
  return null;
}

/** Whether the cart goes through the delivery step (a cart of rentals alone does not: delivery-needed.ts). */
export const cartNeedsDelivery = (cart: Pick<Cart, "products" | "giftCardProducts" | "rentals">): boolean =>
  deliveryNeeded({ products: cart.products.length, bundles: 0, giftCardProducts: cart.giftCardProducts.length, rentals: cart.rentals.length });

/** The form's fields for a cart: without the address, postcode and city when nothing is delivered. */
export function contactFields(delivery: boolean): readonly ContactField[] {
  return delivery ? CONTACT_FIELDS : CONTACT_FIELDS.filter((f) => !(DELIVERY_FIELDS as readonly string[]).includes(f));
}

/** Every field's problem; an empty object when the form can be sent. `delivery: false` leaves out the address fields. */
export function contactFormProblems(form: Pick<CartForm, ContactField>, delivery = true): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  for (const field of contactFields(delivery)) {
    const problem = contactFieldProblem(field, form[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
