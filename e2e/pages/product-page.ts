// The product page (spec 02 §2): heading, price, colour/type/size radio groups and availability, Finnish.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ShopPage } from "./shop-page";

export interface ModelVariant {
  id: number;
  color: { slug: string; name: string };
  size: { name: string } | null;
  type: { name: string } | null;
  inStock: boolean;
  onOrder: boolean;
  blockedStock: boolean;
  shipping_time: { number: number; string: string | null };
}

export interface ProductModel {
  id: number;
  name: string;
  model_url: string;
  promoted_colour: string | null;
  prices: { active: number };
  colors: { slug: string; name: string }[];
  products: ModelVariant[];
}

/** The product page model as the API gives it to a Finnish guest. */
export async function productModel(request: APIRequestContext, path: string): Promise<ProductModel> {
  const response = await request.get(`/api/products/productmodel/${path.replace(/^\/+|\/+$/g, "")}/?language=fi&taxAreaId=1`);
  if (!response.ok()) throw new Error(`No product model for ${path}: ${response.status()}`);
  return (await response.json()) as ProductModel;
}

export class ProductPage extends ShopPage {
  readonly heading: Locator;
  readonly price: Locator;
  readonly colours: Locator;
  readonly sizes: Locator;
  readonly availability: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.price = this.main.getByTestId("product-price");
    this.colours = this.main.getByRole("group", { name: /^Väri/ });
    this.sizes = this.main.getByRole("group", { name: "Koko" });
    this.availability = this.main.getByRole("region", { name: "Saatavuus" }).getByRole("status");
  }

  size(name: string, options: { unavailable?: boolean } = {}): Locator {
    return this.sizes.getByRole("radio", { name: options.unavailable ? `${name} (ei saatavilla)` : name, exact: true });
  }

  colour(name: string): Locator {
    return this.colours.getByRole("radio", { name, exact: true });
  }
}

/** Opens the product page's review form (Finnish): the reviews section, then "Kirjoita arvostelu". */
export async function openReviewForm(main: Locator): Promise<Locator> {
  await main.getByRole("button", { name: /^Arvostelut/ }).click();
  await main.getByRole("button", { name: "Kirjoita arvostelu" }).click();
  return main.getByRole("form", { name: "Kirjoita arvostelu" });
}
