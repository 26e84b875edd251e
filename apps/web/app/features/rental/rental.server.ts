// The rental page's data and booking (docs/rental.md "Pages"), shared by /rental/ and the rental
// partner's /rental/rentle/: the gear of the stores, the chosen item with its calendar
// (?store=&item=&size=&start=&end=), and the booking form's post, which books through the API and
// goes on to the booking's page.
import { addDays, shopToday, type LanguageCode } from "@polku/domain";
import { redirect, type AppLoadContext } from "react-router";
import { ApiError } from "../../lib/api";
import { circularServerApi } from "../../lib/circular-api.server";
import { requireLocale } from "../../lib/request-locale.server";
import type { BookingProblem, RentalChoice, RentalPageData } from "./rental-page";

const CALENDAR_DAYS = 28;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

export async function loadRental(request: Request, context: AppLoadContext): Promise<RentalPageData> {
  const { config } = await requireLocale(request, context);
  const url = new URL(request.url);
  const api = circularServerApi(context);
  const storeAsked = url.searchParams.get("store");
  const store = storeAsked && /^[a-z0-9-]{1,100}$/.test(storeAsked) ? storeAsked : null;
  try {
    const answer = await api.rentalList(config.language, store ?? undefined).catch((error: unknown) => {
      // An unknown store shows every store's gear.
      if (error instanceof ApiError && error.status === 404) return api.rentalList(config.language);
      throw error;
    });
    const itemId = Number(url.searchParams.get("item"));
    const item = answer.items.find((i) => i.id === itemId);
    let choice: RentalChoice | null = null;
    if (item) {
      const size = item.sizes.find((s) => s.size === url.searchParams.get("size"))?.size ?? item.sizes[0]?.size ?? "";
      const tomorrow = addDays(shopToday(new Date()), 1);
      const start = ISO.test(url.searchParams.get("start") ?? "") ? url.searchParams.get("start")! : tomorrow;
      const end = ISO.test(url.searchParams.get("end") ?? "") ? url.searchParams.get("end")! : start;
      const calendar = await api
        .rentalAvailability(item.id, { language: config.language, size, from: start, to: addDays(start, CALENDAR_DAYS - 1) })
        .catch((error: unknown) => {
          console.error("Failed to fetch the rental calendar", error);
          return null;
        });
      choice = { item, size, start, end, calendar };
    }
    return { status: "ready", answer, store: answer.stores.some((s) => s.slug === store) ? store : null, choice };
  } catch (error) {
    console.error("Failed to fetch the rental gear", error);
    return { status: "error" };
  }
}

export async function bookRental(request: Request, context: AppLoadContext): Promise<BookingProblem> {
  const [form, { config }] = await Promise.all([request.formData(), requireLocale(request, context)]);
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 500);
  const language: LanguageCode = config.language;
  try {
    const booking = await circularServerApi(context).rentalBook({
      item_id: Number(text("item_id")) || 0,
      size: text("size"),
      start: text("start"),
      end: text("end"),
      name: text("name"),
      email: text("email").trim(),
      phone: text("phone"),
      language,
      // Held for the checkout (docs/rental.md "Paying online"); anything else is paid in the store.
      payment: text("payment") === "online" ? "online" : "store",
    });
    throw redirect(`/rental/booking/${booking.number}/?token=${encodeURIComponent(booking.token)}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError) {
      const body = error.body as { errors?: Record<string, string[]>; detail?: string } | null;
      if (error.status === 400 && body?.errors) return { errors: body.errors };
      if (body?.detail) return { problem: body.detail };
    }
    console.error("Rental booking failed", error);
    return { failed: true };
  }
}
