// The cart in local storage (spec 01 §3 "persisted in local storage"): the shopper's choices
// only, under a versioned key. Prices, stock and totals are never kept: they come from the
// next validation. Anything that does not parse is ignored and the shopper starts empty.
import { z } from "zod";
import { cartContentSchema } from "../api/accounts";
import { giftCampaignDataSchema } from "../api/checkout";
import { emptyCart, EMPTY_FORM, type Cart, type CartGiftCard, type CartProduct } from "./cart";
import { normaliseCodes } from "./transitions";

/** Bumped when the stored shape changes incompatibly; an old version is ignored. */
export const CART_STORAGE_KEY = "polku.cart.v1";

const text = (max: number) => z.string().max(max);

const storedCartSchema = z.object({
  products: cartContentSchema.shape.products,
  giftCardProducts: z
    .array(
      z.object({
        uid: text(100).min(1),
        modelId: z.union([z.literal(2427), z.literal(1412)]),
        value: z.number().int().min(10).max(10_000),
        amount: z.number().int().min(1).max(999),
        recipientName: text(100).optional(),
      }),
    )
    .max(50),
  codes: z.array(text(64)).max(20),
  postcode: text(5),
  specialRequests: text(1000),
  isRepackSelected: z.boolean(),
  isPikanoutoSelected: z.boolean(),
  isDeliverySplittingSelected: z.boolean(),
  dutiesAcknowledged: z.boolean(),
  form: z.object(Object.fromEntries(Object.keys(EMPTY_FORM).map((key) => [key, text(254)])) as Record<keyof typeof EMPTY_FORM, z.ZodString>),
  giftCampaignData: giftCampaignDataSchema.nullable(),
  enterpriseOrder: z.boolean(),
  postDelivery: z.boolean(),
  transferRequest: z.boolean(),
  transferRequestFrom: z.array(z.number().int().positive()).max(20),
  transferRequestTo: z.number().int().positive().nullable(),
  // Absent in carts stored before they were kept: off.
  transferrequest_reserve_quantity: z.boolean().default(false),
  transferrequest_high_priority: z.boolean().default(false),
  klarnaGlobalCheckoutId: text(200).nullable(),
});

export type StoredCart = z.infer<typeof storedCartSchema>;

export function toStoredCart(cart: Cart): StoredCart {
  return {
    products: cart.products as StoredCart["products"],
    giftCardProducts: cart.giftCardProducts,
    codes: cart.codes,
    postcode: cart.postcode,
    specialRequests: cart.specialRequests,
    isRepackSelected: cart.isRepackSelected,
    isPikanoutoSelected: cart.isPikanoutoSelected,
    isDeliverySplittingSelected: cart.isDeliverySplittingSelected,
    dutiesAcknowledged: cart.dutiesAcknowledged,
    form: cart.form,
    giftCampaignData: cart.giftCampaignData,
    enterpriseOrder: cart.enterpriseOrder,
    postDelivery: cart.postDelivery,
    transferRequest: cart.transferRequest,
    transferRequestFrom: cart.transferRequestFrom,
    transferRequestTo: cart.transferRequestTo,
    transferrequest_reserve_quantity: cart.transferrequest_reserve_quantity,
    transferrequest_high_priority: cart.transferrequest_high_priority,
    klarnaGlobalCheckoutId: cart.klarnaGlobalCheckoutId,
  };
}

/** The cart of a stored text, or null when there is none or it does not parse. */
export function parseStoredCart(raw: string | null | undefined): Cart | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedCartSchema.safeParse(json);
  if (!parsed.success) return null;
  const stored = parsed.data;
  return {
    ...emptyCart(),
    ...stored,
    products: stored.products as CartProduct[],
    giftCardProducts: stored.giftCardProducts as CartGiftCard[],
    codes: normaliseCodes(stored.codes),
  };
}
